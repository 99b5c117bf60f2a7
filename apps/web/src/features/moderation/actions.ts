/** Which actions a queue row offers, from what its subject is and what people see of it now. */
import type { ModerationAction, ModerationQueueItem } from '@neighbourly/shared';

export function actionsFor(item: Pick<ModerationQueueItem, 'subject' | 'state'>): ModerationAction[] {
  // Nothing left to hide or suspend: the reports can only be closed.
  if (item.state === 'DELETED') return ['DISMISS'];
  if (item.subject.type === 'USER') {
    return [item.state === 'SUSPENDED' ? 'UNSUSPEND' : 'SUSPEND', 'DISMISS'];
  }
  return [item.state === 'VISIBLE' ? 'HIDE' : 'RESTORE', 'DISMISS'];
}
