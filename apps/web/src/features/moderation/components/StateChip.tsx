import Chip from '@mui/material/Chip';
import { moderation_state_suspended_until } from '@neighbourly/i18n/messages';
import type { ModerationQueueItem, SubjectState } from '@neighbourly/shared';
import { formatDateTime } from '@/lib/dates.ts';
import { stateLabel } from '../labels.ts';

const BORDERS: Record<SubjectState, string> = {
  VISIBLE: 'success.main',
  HIDDEN: 'warning.main',
  HELD: 'info.main',
  SUSPENDED: 'error.main',
  DELETED: 'text.disabled',
};

/** What people see of the subject now: Visible, Hidden, Held for review, Suspended (until …), Deleted. */
export function StateChip({ item }: { item: Pick<ModerationQueueItem, 'state' | 'suspendedUntil'> }) {
  const label =
    item.state === 'SUSPENDED' && item.suspendedUntil
      ? moderation_state_suspended_until({ date: formatDateTime(item.suspendedUntil) })
      : stateLabel(item.state);
  // The colour is in the border only: coloured text on the page falls short of AA contrast.
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{
        borderColor: BORDERS[item.state],
        borderWidth: 2,
        color: 'text.primary',
        // A suspension's end is long: on a phone it wraps rather than being cut off.
        height: 'auto',
        minHeight: 24,
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    />
  );
}
