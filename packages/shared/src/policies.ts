/**
 * Who may do what (DESIGN §8.12): pure functions of (user, action, thing). The server refuses
 * with them and the web asks the same ones which buttons to show, so the two cannot disagree.
 */

/** What decides who may change an event comment. */
export interface CommentFacts {
  authorId: string;
  /** The event's host (null when the event has none the caller may know of). */
  eventHostId: string | null;
  /** The group's owner (null while the web has not loaded the group yet). */
  groupOwnerId: string | null;
  /** Whether the caller may see the event's details, and so its comments. */
  seesEventDetails: boolean;
}

export type CommentAction = 'edit' | 'delete';

/**
 * Edit: the author only, while they still see the event (someone who left a private group
 * cannot rewrite what its members read). Delete: the author, whatever they see now, so anyone
 * can take back their words; and the event's host or the group's owner, who keep the
 * conversation civil. `userId` null is a visitor, who may do neither.
 */
export function mayOnComment(userId: string | null, action: CommentAction, facts: CommentFacts): boolean {
  if (userId === null) return false;
  const isAuthor = userId === facts.authorId;
  if (action === 'edit') return isAuthor && facts.seesEventDetails;
  return isAuthor || userId === facts.eventHostId || userId === facts.groupOwnerId;
}
