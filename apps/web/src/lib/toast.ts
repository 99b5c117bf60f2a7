import type { OptionsObject, SnackbarMessage } from 'notistack';
import { shell_error_reference } from '@neighbourly/i18n/messages';
import { takeRecentServerFailure } from './api/server-failure.ts';

/**
 * Toasts without notistack in the first load (issue #31): the app calls `enqueueSnackbar` here,
 * with notistack's arguments. The first call asks the shell to mount the toaster (notistack and
 * its provider, a lazy chunk); what is asked meanwhile waits and shows once it is there. When the
 * chunk cannot load, the shell takes the waiting toasts and shows their text itself.
 */
type Show = (message: SnackbarMessage, options?: OptionsObject) => void;
export type WaitingToast = Parameters<Show>;

let show: Show | null = null;
const waiting: WaitingToast[] = [];
/** Toasts asked for while no toaster was mounted: each one may retry a chunk that failed. */
let askedWithoutToaster = 0;
const listeners = new Set<() => void>();

export function enqueueSnackbar(shown: SnackbarMessage, options?: OptionsObject): void {
  const message = options?.variant === 'error' ? withReference(shown) : shown;
  if (show) return show(message, options);
  waiting.push([message, options]);
  askedWithoutToaster += 1;
  listeners.forEach((listener) => listener());
}

/**
 * An error toast right after the server failed (a 5xx) says which request failed (issue #32):
 * "… Reference: <id>", for the person to quote to the help address.
 */
function withReference(message: SnackbarMessage): SnackbarMessage {
  if (typeof message !== 'string') return message;
  const requestId = takeRecentServerFailure();
  return requestId ? `${message} ${shell_error_reference({ id: requestId })}` : message;
}

/** How many toasts were asked for while no toaster was mounted (0: the toaster is not needed yet). */
export const toastsAskedWithoutToaster = (): number => askedWithoutToaster;

/** For useSyncExternalStore: called whenever a toast waits for the toaster. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting toasts, taken out of the queue: for the shell to show when the toaster cannot load. */
export const takeWaitingToasts = (): WaitingToast[] => waiting.splice(0);

/** The mounted toaster hands in notistack's own function; the waiting toasts go first. */
export function attachToaster(next: Show): () => void {
  show = next;
  waiting.splice(0).forEach(([message, options]) => next(message, options));
  return () => {
    if (show === next) show = null;
  };
}
