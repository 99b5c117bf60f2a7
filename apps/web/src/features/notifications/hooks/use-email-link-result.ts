import { MESSAGES } from '@neighbourly/shared';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { notificationsKeys } from '../api/keys.ts';

export const EMAIL_VERIFIED = 'Your email address is verified.';

const RESULTS = {
  verified: { text: EMAIL_VERIFIED, variant: 'success' },
  expired: { text: MESSAGES.linkExpired, variant: 'error' },
  invalid: { text: MESSAGES.badLink, variant: 'error' },
} as const;

/**
 * The verification link of an email lands on Settings › Notifications with `?email=verified`,
 * `expired` or `invalid`: says so in a toast, then takes the parameter out of the address (so a
 * reload or a bookmark does not say it again).
 */
export function useEmailLinkResult() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const result = params.get('email');

  useEffect(() => {
    if (result === null) return;
    if (result in RESULTS) {
      const { text, variant } = RESULTS[result as keyof typeof RESULTS];
      enqueueSnackbar(text, { variant });
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.preferences() });
    }
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('email');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [result, setParams, queryClient]);
}
