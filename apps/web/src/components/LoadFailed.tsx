import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { MessagePage } from '@/components/MessagePage.tsx';
import {
  shell_check_connection,
  shell_event_load_failed,
  shell_group_load_failed,
  shell_try_again,
} from '@neighbourly/i18n/messages';

/** A page whose data could not be loaded (not a 404): say so and offer to try again. */
export function LoadFailed({ what, onRetry }: { what: 'group' | 'event'; onRetry: () => void }) {
  return (
    <MessagePage
      icon={<CloudOffOutlinedIcon />}
      title={what === 'group' ? shell_group_load_failed() : shell_event_load_failed()}
      actions={
        <Button variant="contained" size="large" onClick={onRetry}>
          {shell_try_again()}
        </Button>
      }
    >
      {shell_check_connection()}
    </MessagePage>
  );
}
