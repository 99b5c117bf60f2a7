import { TIMINGS } from '@neighbourly/shared';
import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachToaster } from '@/lib/toast.ts';
import { direction } from './theme.ts';

/** notistack's stock colours miss AA contrast (white on #43a047); these keep 4.5:1 or better. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  borderRadius: 12,
  fontFamily: t.typography.fontFamily,
  '&.notistack-MuiContent-default': { backgroundColor: '#263330', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4500', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#ffffff' },
}));

const toastComponents = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};

/** Shows the app's toasts: a lazy chunk, mounted by the first toast asked for (lib/toast.ts). */
export default function Toaster() {
  // notistack's enqueueSnackbar is the mounted provider's, read at each call.
  useEffect(() => attachToaster((message, options) => enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      // At the reading start of the line (notistack's own styles are not mirrored by the cache).
      anchorOrigin={{ vertical: 'bottom', horizontal: direction === 'rtl' ? 'right' : 'left' }}
      autoHideDuration={TIMINGS.toastAutoHideMs}
      maxSnack={TIMINGS.toastMaxSnack}
      // A double click may finish one action twice; the same message shows once.
      preventDuplicate
      transitionDuration={{ enter: TIMINGS.toastEnterMs, exit: TIMINGS.toastExitMs }}
      Components={toastComponents}
    />
  );
}
