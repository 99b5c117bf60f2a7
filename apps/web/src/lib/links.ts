/** Links people take elsewhere: copied to the clipboard, or handed to a calendar app. */
import { shell_link_copied, shell_link_copy_failed } from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from './toast.ts';

/**
 * Puts the link on the clipboard and says so in a toast. The clipboard needs a secure page and
 * may be refused; then the toast asks the person to copy it by hand.
 */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    enqueueSnackbar(shell_link_copied(), { variant: 'success' });
  } catch {
    enqueueSnackbar(shell_link_copy_failed(), { variant: 'error' });
  }
}

/** The address with the webcal scheme, which hands it to the calendar app to subscribe to. */
export const toWebcal = (url: string) => url.replace(/^https?:\/\//, 'webcal://');
