import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ModerationQueueItem, SubjectState } from '@neighbourly/shared';
import { formatDateTime } from '@/lib/dates.ts';
import { STATE_LABELS } from '../labels.ts';

const COLORS: Record<SubjectState, ChipProps['color']> = {
  VISIBLE: 'success',
  HIDDEN: 'warning',
  HELD: 'info',
  SUSPENDED: 'error',
  DELETED: 'default',
};

/** What people see of the subject now: Visible, Hidden, Held for review, Suspended (until …), Deleted. */
export function StateChip({ item }: { item: Pick<ModerationQueueItem, 'state' | 'suspendedUntil'> }) {
  const label =
    item.state === 'SUSPENDED' && item.suspendedUntil
      ? `Suspended until ${formatDateTime(item.suspendedUntil)}`
      : STATE_LABELS[item.state];
  return <Chip size="small" variant="outlined" color={COLORS[item.state]} label={label} />;
}
