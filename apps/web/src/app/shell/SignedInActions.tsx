import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SelfUser } from '@neighbourly/shared';
import { MessagesNavButton } from '@/features/messaging/index.ts';
import { NotificationsNavButton } from '@/features/notifications/index.ts';
import { paths } from '@/lib/paths.ts';
import { UserMenu } from './UserMenu.tsx';
import { shell_create_group } from '@neighbourly/i18n/messages';

const onlyFromSm = { display: { xs: 'none', sm: 'inline-flex' } } as const;
const onlyOnPhones = { display: { xs: 'inline-flex', sm: 'none' } } as const;

/**
 * The header's actions for a signed-in user: Create Group (a button from sm up, an icon on
 * phones), Messages with its unread count (while messaging is on), the notifications bell with
 * its own and the account menu. Loaded only once someone is signed in.
 */
export function SignedInActions({ user }: { user: SelfUser }) {
  return (
    <>
      <Button href={paths.createGroup.getHref()} variant="contained" startIcon={<AddIcon />} sx={onlyFromSm}>
        {shell_create_group()}
      </Button>
      <Tooltip title={shell_create_group()}>
        <IconButton
          href={paths.createGroup.getHref()}
          aria-label={shell_create_group()}
          color="primary"
          sx={onlyOnPhones}
        >
          <AddIcon />
        </IconButton>
      </Tooltip>
      <MessagesNavButton />
      <NotificationsNavButton />
      <UserMenu user={user} />
    </>
  );
}
