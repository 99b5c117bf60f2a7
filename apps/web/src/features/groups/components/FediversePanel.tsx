import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  groups_fediverse_address_copied,
  groups_fediverse_copy_address,
  groups_fediverse_copy_failed,
  groups_fediverse_followers_count,
  groups_fediverse_intro,
  groups_fediverse_title,
} from '@neighbourly/i18n/messages';
import type { Group } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { RemoteFollowForm } from './RemoteFollowForm.tsx';

async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    enqueueSnackbar(groups_fediverse_address_copied(), { variant: 'success' });
  } catch {
    enqueueSnackbar(groups_fediverse_copy_failed(), { variant: 'error' });
  }
}

/**
 * "Follow from the fediverse" (issue #30), on a public group's About tab for everyone, visitors
 * too: the group's `@handle@host` with Copy, how many fediverse accounts follow it, and the
 * form that sends a person to their own server to follow it.
 */
export function FediversePanel({
  group,
  fediverse,
}: {
  group: Group;
  fediverse: NonNullable<Group['fediverse']>;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="group-fediverse-title"
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Typography id="group-fediverse-title" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {groups_fediverse_title()}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {groups_fediverse_intro()}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 0.5 }}>
        <Typography
          component="bdi"
          dir="ltr"
          data-testid="fediverse-address"
          sx={{ fontWeight: 600, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
        >
          {fediverse.address}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopyOutlinedIcon />}
          onClick={() => void copyAddress(fediverse.address)}
        >
          {groups_fediverse_copy_address()}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {groups_fediverse_followers_count({ count: fediverse.followersCount })}
      </Typography>
      <RemoteFollowForm groupId={group.id} />
    </Box>
  );
}
