import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import { shell_checking_availability } from '@neighbourly/i18n/messages';

/**
 * The end of a field whose value must be free (a login, a group id): a spinner while that is
 * checked, a tick once it is free, nothing otherwise.
 */
export function availabilityAdornment(checking: boolean, free: boolean) {
  if (checking) {
    return (
      <InputAdornment position="end">
        <CircularProgress size={20} aria-label={shell_checking_availability()} />
      </InputAdornment>
    );
  }
  if (free) {
    return (
      <InputAdornment position="end">
        <CheckCircleIcon color="success" aria-hidden />
      </InputAdornment>
    );
  }
  return undefined;
}
