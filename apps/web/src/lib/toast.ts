import type { OptionsObject, SnackbarMessage } from 'notistack';

/**
 * Toasts without notistack in the first load (issue #31): the app calls `enqueueSnackbar` here,
 * with notistack's arguments. The first call asks the shell to mount the toaster (notistack and
 * its provider, a lazy chunk); what is asked meanwhile waits and shows once it is there.
 */
type Show = (message: SnackbarMessage, options?: OptionsObject) => void;

let show: Show | null = null;
const waiting: Parameters<Show>[] = [];
const listeners = new Set<() => void>();

export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (show) return show(message, options);
  waiting.push([message, options]);
  listeners.forEach((listener) => listener());
}

/** Whether the toaster is needed: a toast was asked for. */
export const toasterWanted = (): boolean => show !== null || waiting.length > 0;

/** For useSyncExternalStore: called when the first toast is asked for. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted toaster hands in notistack's own function; the waiting toasts go first. */
export function attachToaster(next: Show): () => void {
  show = next;
  waiting.splice(0).forEach(([message, options]) => next(message, options));
  return () => {
    if (show === next) show = null;
  };
}
