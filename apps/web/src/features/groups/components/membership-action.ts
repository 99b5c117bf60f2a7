import { enqueueSnackbar } from '@/lib/toast.ts';

/** The group page's row of buttons. */
export const row = { display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' } as const;

/** A membership change's button action: runs it, then says in a toast how it went. */
export const act = (run: () => Promise<unknown>, success: string, failure: string) => async () => {
  try {
    await run();
    enqueueSnackbar(success, { variant: 'success' });
  } catch {
    enqueueSnackbar(failure, { variant: 'error' });
  }
};
