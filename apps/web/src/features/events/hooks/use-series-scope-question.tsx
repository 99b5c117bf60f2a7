import type { SeriesScope } from '@neighbourly/shared';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { SeriesScopeChoice } from '../components/SeriesScopeChoice.tsx';

/**
 * Asks, before saving an event of a series, which events the edit applies to. `ask()` resolves
 * with the choice, or null when the question is closed (nothing is saved then).
 */
export function useSeriesScopeQuestion() {
  const [answer, setAnswer] = useState<((scope: SeriesScope | null) => void) | null>(null);
  const [scope, setScope] = useState<SeriesScope>('THIS');

  const settle = (choice: SeriesScope | null) => {
    answer?.(choice);
    setAnswer(null);
  };
  const ask = () => new Promise<SeriesScope | null>((resolve) => setAnswer(() => resolve));

  const dialog = (
    <ConfirmDialog
      open={answer !== null}
      title="Edit recurring event"
      message={
        <>
          This event repeats. Save the changes to:
          <SeriesScopeChoice label="Save to which events" value={scope} onChange={setScope} />
        </>
      }
      confirmText="Save"
      confirmColor="primary"
      onConfirm={() => settle(scope)}
      onClose={() => settle(null)}
    />
  );
  return { ask, dialog };
}
