import {
  notifications_email_verified,
  validation_badLink,
  validation_linkExpired,
} from '@neighbourly/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useEffect } from 'react';
import { notificationsKeys } from '../api/keys.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

const RESULTS = {
  verified: { text: notifications_email_verified, variant: 'success' },
  expired: { text: validation_linkExpired, variant: 'error' },
  invalid: { text: validation_badLink, variant: 'error' },
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
      enqueueSnackbar(text(), { variant });
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
