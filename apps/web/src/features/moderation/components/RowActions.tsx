import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { moderation_restore_held_hint } from '@neighbourly/i18n/messages';
import type { ModerationAction, ModerationQueueItem } from '@neighbourly/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { actionsFor } from '../actions.ts';
import { ACTION_TEXTS } from '../labels.ts';

// The dialog's form (react-hook-form, zod and the shared reason rule) loads when an action is
// first chosen, not with the page.
const ActionDialog = lazy(() => import('./ActionDialog.tsx').then((m) => ({ default: m.ActionDialog })));

/** A row's buttons, each asking for a reason in the one action dialog; none when nothing is left to do. */
export function RowActions({ item }: { item: ModerationQueueItem }) {
  const id = useId();
  const [chosen, setChosen] = useState<ModerationAction | null>(null);
  const [open, setOpen] = useState(false);
  const actions = actionsFor(item);
  const publishes = item.state === 'HELD' && actions.includes('RESTORE');
  if (actions.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {actions.map((action, index) => (
          <Button
            key={action}
            variant={index === 0 && action !== 'DISMISS' ? 'contained' : 'outlined'}
            color={action === 'HIDE' || action === 'SUSPEND' ? 'error' : 'primary'}
            aria-describedby={action === 'RESTORE' && publishes ? `${id}-publishes` : undefined}
            onClick={() => {
              setChosen(action);
              setOpen(true);
            }}
          >
            {ACTION_TEXTS[action].button()}
          </Button>
        ))}
      </Box>
      {publishes && (
        <Typography
          id={`${id}-publishes`}
          variant="caption"
          component="p"
          sx={{ mt: 0.5, color: 'text.secondary' }}
        >
          {moderation_restore_held_hint()}
        </Typography>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <ActionDialog open={open} action={chosen} item={item} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
