import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that failed to load: what happened and a way to try again. */
export function ListError({ children, onRetry }: { children: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
