import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Button from '@mui/material/Button';
import { MessagePage } from '@/components/MessagePage.tsx';

/** A page whose data could not be loaded (not a 404): say so and offer to try again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <MessagePage
      icon={<CloudOffOutlinedIcon />}
      title={`The ${what} could not be loaded`}
      actions={
        <Button variant="contained" size="large" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection and try again.
    </MessagePage>
  );
}
