/**
 * Which actions a queue row offers, from what its subject is and what people see of it now. A
 * closed row has nothing to dismiss, but what was done can be undone there (or done after all):
 * a hidden comment's reporters no longer see it to report it again.
 */
import type { ModerationAction, ModerationQueueItem } from '@neighbourly/shared';

export function actionsFor(
  item: Pick<ModerationQueueItem, 'subject' | 'state' | 'status'>,
): ModerationAction[] {
  const dismiss: ModerationAction[] = item.status === 'OPEN' ? ['DISMISS'] : [];
  // Nothing left to hide or suspend: the reports can only be closed.
  if (item.state === 'DELETED') return dismiss;
  if (item.subject.type === 'USER') {
    return [item.state === 'SUSPENDED' ? 'UNSUSPEND' : 'SUSPEND', ...dismiss];
  }
  return [item.state === 'VISIBLE' ? 'HIDE' : 'RESTORE', ...dismiss];
}
