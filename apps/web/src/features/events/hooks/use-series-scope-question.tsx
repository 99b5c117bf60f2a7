import {
  events_edit_recurring,
  events_save,
  events_save_changes_to,
  events_save_which,
} from '@neighbourly/i18n/messages';
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
      title={events_edit_recurring()}
      message={
        <>
          {events_save_changes_to()}
          <SeriesScopeChoice label={events_save_which()} value={scope} onChange={setScope} />
        </>
      }
      confirmText={events_save()}
      confirmColor="primary"
      onConfirm={() => settle(scope)}
      onClose={() => settle(null)}
    />
  );
  return { ask, dialog };
}
