import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { shell_try_again } from '@neighbourly/i18n/messages';

/** A list that failed to load: what happened and a way to try again. */
export function ListError({ children, onRetry }: { children: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {shell_try_again()}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
