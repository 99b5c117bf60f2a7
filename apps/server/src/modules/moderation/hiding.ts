/**
 * HIDE and RESTORE (issue #27): a group, an event, a comment or a message goes out of sight for
 * everyone but its author and moderators, with the notifications about it, and comes back as it
 * was. Open pages showing it are told to read it again.
 */
import type { ReportSubject } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { HiddenBy } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { announceEventChange, queueEventFederation, findCommentWithEvent } from '../events/index.ts';
import { announceGroupChange, queueGroupFederation } from '../groups/index.ts';
import { setNotificationsHidden } from '../notifications/index.ts';
import { type HideableTable, setHidden, subjectsOfEvent, subjectsOfGroup } from './hiding.repository.ts';

type ContentSubject = Exclude<ReportSubject, { type: 'USER' }>;

const TABLES: Record<ContentSubject['type'], HideableTable> = {
  GROUP: 'groups',
  EVENT: 'events',
  COMMENT: 'event_comments',
  MESSAGE: 'messages',
};

const rowIdOf = (subject: ContentSubject): string | number => {
  switch (subject.type) {
    case 'GROUP':
      return subject.groupId;
    case 'EVENT':
      return subject.eventId;
    case 'COMMENT':
      return subject.commentId;
    case 'MESSAGE':
      return subject.messageId;
  }
};

/** The notifications that are about the subject, by subject prefix. */
async function noticeSubjectsOf(db: Db, subject: ContentSubject): Promise<string[]> {
  switch (subject.type) {
    case 'GROUP':
      return subjectsOfGroup(db, subject.groupId);
    case 'EVENT':
      return subjectsOfEvent(db, subject.eventId);
    case 'COMMENT':
      return [`comment:${subject.commentId}`];
    case 'MESSAGE':
      return [];
  }
}

async function announce(deps: AppDeps, trx: Db, subject: ContentSubject) {
  if (subject.type === 'GROUP') {
    announceGroupChange(deps, trx, subject.groupId, 'details');
    // Hidden, its events leave the fediverse; shown again, its followers hear of it.
    await queueGroupFederation(trx, subject.groupId);
  }
  if (subject.type === 'EVENT') {
    announceEventChange(deps, trx, subject.eventId, 'details');
    // Hidden, its followers on the fediverse get a Delete; shown again, a Create.
    await queueEventFederation(trx, subject.eventId);
  }
  if (subject.type === 'COMMENT') {
    const place = await findCommentWithEvent(trx, subject.commentId);
    if (place) announceEventChange(deps, trx, place.event_id, 'comments');
  }
}

/** Moves the subject from one of `from` to `to`; false when it was in none of them. */
async function move(
  deps: AppDeps,
  trx: Db,
  subject: ContentSubject,
  to: { hidden: HiddenBy | null; reason: string | null },
  from: readonly (HiddenBy | null)[],
): Promise<boolean> {
  const changed = await setHidden(
    trx,
    TABLES[subject.type],
    { column: 'id', value: rowIdOf(subject) },
    to,
    from,
  );
  if (changed === 0) return false;
  const notices = await noticeSubjectsOf(trx, subject);
  for (const state of from) await setNotificationsHidden(trx, notices, to.hidden, state);
  await announce(deps, trx, subject);
  return true;
}

/** HIDE: from in sight, held for review, or hidden with its author's suspension. */
export const hideSubject = (deps: AppDeps, trx: Db, subject: ContentSubject, reason: string) =>
  move(deps, trx, subject, { hidden: 'MODERATORS', reason }, [null, 'REVIEW', 'SUSPENSION']);

/** RESTORE: what moderators hid, or what was held for review (which publishes it). */
export const restoreSubject = (deps: AppDeps, trx: Db, subject: ContentSubject) =>
  move(deps, trx, subject, { hidden: null, reason: null }, ['MODERATORS', 'REVIEW']);
