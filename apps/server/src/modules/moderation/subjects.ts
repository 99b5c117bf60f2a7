/**
 * What a report or an action is about, read through the other modules' doors: what it says now
 * (the snapshot), who wrote or runs it, who besides moderators may see it, and whether it is
 * out of sight.
 */
import type { ReportSnapshot, ReportSubject, SubjectState } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { HiddenBy } from '../../db/types.ts';
import { imageIdOf } from '../../storage/images.repository.ts';
import { detailsVisible, findCommentWithAuthor, findCommentWithEvent, findEvent } from '../events/index.ts';
import { findGroup, roleIn } from '../groups/index.ts';
import { findMessageWithPeople } from '../messaging/index.ts';
import { findUserById, isSuspended } from '../people/index.ts';

/** Who may see a subject: anyone signed in, a group's members, or the people of a conversation. */
export type Audience =
  { kind: 'everyone' } | { kind: 'members'; groupId: string } | { kind: 'people'; ids: readonly string[] };

export interface SubjectView {
  /** The subject as stored, its ids as the database has them. */
  subject: ReportSubject;
  authorId: string | null;
  snapshot: ReportSnapshot;
  audience: Audience;
  /** VISIBLE, HIDDEN, HELD or SUSPENDED (a person); never DELETED (then there is no view). */
  state: SubjectState;
  /** Why it is hidden, as stored: tells RESTORE and UNSUSPEND what they may bring back. */
  hiddenBy: HiddenBy | null;
  suspendedUntil: string | null;
}

/** The subject's id within its type: what the log and the queue's grouping key hold. */
export function subjectIdOf(subject: ReportSubject): string {
  switch (subject.type) {
    case 'GROUP':
      return subject.groupId;
    case 'EVENT':
      return `${subject.groupId}/${subject.eventId}`;
    case 'COMMENT':
      return String(subject.commentId);
    case 'MESSAGE':
      return String(subject.messageId);
    case 'USER':
      return subject.userId;
  }
}

export const subjectKeyOf = (subject: ReportSubject) => `${subject.type}:${subjectIdOf(subject)}`;

const groupPath = (groupId: string) => `/group/${encodeURIComponent(groupId)}`;
const eventPath = (groupId: string, eventId: number) => `${groupPath(groupId)}/events/${eventId}`;

const stateOf = (hidden: HiddenBy | null): SubjectState =>
  hidden === null ? 'VISIBLE' : hidden === 'REVIEW' ? 'HELD' : 'HIDDEN';
const content = (hidden: HiddenBy | null) => ({
  state: stateOf(hidden),
  hiddenBy: hidden,
  suspendedUntil: null,
});

async function readGroup(db: Db, groupId: string): Promise<SubjectView | undefined> {
  const group = await findGroup(db, groupId);
  if (!group) return undefined;
  return {
    subject: { type: 'GROUP', groupId: group.id },
    authorId: group.owner_id,
    snapshot: {
      title: group.name,
      text: group.description,
      author: { id: group.owner_id, name: group.owner_name },
      imageId: group.has_logo ? ((await imageIdOf(db, 'group', group.id)) ?? null) : null,
      link: groupPath(group.id),
    },
    audience: { kind: 'everyone' },
    ...content(group.hidden),
  };
}

async function readEvent(db: Db, groupId: string, eventId: number): Promise<SubjectView | undefined> {
  const event = await findEvent(db, groupId, eventId);
  if (!event) return undefined;
  return {
    subject: { type: 'EVENT', groupId: event.group_id, eventId: event.id },
    authorId: event.host_id,
    snapshot: {
      title: event.name,
      text: `${event.description}\n\n${event.location}`,
      author: { id: event.host_id, name: event.host_name },
      imageId: event.has_logo ? ((await imageIdOf(db, 'event', String(event.id))) ?? null) : null,
      link: eventPath(event.group_id, event.id),
    },
    audience: detailsVisible(event, false)
      ? { kind: 'everyone' }
      : { kind: 'members', groupId: event.group_id },
    ...content(event.hidden),
  };
}

async function readComment(db: Db, commentId: number): Promise<SubjectView | undefined> {
  const [comment, place] = await Promise.all([
    findCommentWithAuthor(db, commentId),
    findCommentWithEvent(db, commentId),
  ]);
  const event = place ? await findEvent(db, place.group_id, place.event_id) : undefined;
  if (!comment || !event) return undefined;
  return {
    subject: { type: 'COMMENT', commentId: comment.id },
    authorId: comment.user_id,
    snapshot: {
      title: null,
      text: comment.comment,
      // A reply from the fediverse (issue #30) is by a remote account: its handle, no local id.
      author:
        comment.user_id === null
          ? {
              id: `@${comment.remote_handle ?? 'unknown'}`,
              name: comment.remote_name ?? comment.remote_handle ?? '',
            }
          : { id: comment.user_id, name: comment.name ?? '' },
      imageId: null,
      link: eventPath(event.group_id, event.id),
    },
    audience: detailsVisible(event, false)
      ? { kind: 'everyone' }
      : { kind: 'members', groupId: event.group_id },
    ...content(comment.hidden),
  };
}

async function readMessage(db: Db, messageId: number): Promise<SubjectView | undefined> {
  const message = await findMessageWithPeople(db, messageId);
  if (!message) return undefined;
  const recipient = message.user_a === message.sender_id ? message.user_b : message.user_a;
  return {
    subject: { type: 'MESSAGE', messageId: message.id },
    authorId: message.sender_id,
    snapshot: {
      title: null,
      text: message.message,
      author: { id: message.sender_id, name: message.sender_name },
      imageId: null,
      link: null,
    },
    // A withheld message (its recipient had blocked the sender) never reached the recipient.
    audience: {
      kind: 'people',
      ids: message.withheld ? [message.sender_id] : [message.sender_id, recipient],
    },
    ...content(message.hidden),
  };
}

async function readPerson(db: Db, userId: string): Promise<SubjectView | undefined> {
  const person = await findUserById(db, userId);
  if (!person) return undefined;
  const suspended = isSuspended(person, new Date().toISOString());
  return {
    subject: { type: 'USER', userId: person.id },
    authorId: person.id,
    snapshot: {
      title: person.name,
      text: null,
      author: { id: person.id, name: person.name },
      imageId: person.has_avatar ? ((await imageIdOf(db, 'avatar', person.id)) ?? null) : null,
      link: `/profile/${encodeURIComponent(person.id)}`,
    },
    audience: { kind: 'everyone' },
    state: suspended ? 'SUSPENDED' : 'VISIBLE',
    hiddenBy: null,
    suspendedUntil: suspended ? person.suspended_until : null,
  };
}

/** The subject as it is now, or undefined when it does not exist (any more). */
export function readSubject(db: Db, subject: ReportSubject): Promise<SubjectView | undefined> {
  switch (subject.type) {
    case 'GROUP':
      return readGroup(db, subject.groupId);
    case 'EVENT':
      return readEvent(db, subject.groupId, subject.eventId);
    case 'COMMENT':
      return readComment(db, subject.commentId);
    case 'MESSAGE':
      return readMessage(db, subject.messageId);
    case 'USER':
      return readPerson(db, subject.userId);
  }
}

/** Whether the person (not as a moderator) sees the subject. */
export async function audienceIncludes(db: Db, audience: Audience, userId: string): Promise<boolean> {
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'members':
      return (await roleIn(db, audience.groupId, userId)) !== undefined;
    case 'people':
      return audience.ids.includes(userId);
  }
}
