/**
 * What the viewer may do with each comment (issue #13), asked of the shared policies the server
 * enforces: authors edit and delete their own, the event's host and the group's owner delete any;
 * someone the owner banned edits nothing but may still delete their own (issue #27).
 */
import { can, type EventComment } from '@neighbourly/shared';

export interface CommentRules {
  /** The viewer wrote it: a hidden comment's caption says only they and the moderators see it. */
  mine: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  /** Signed in and not its author: the ⋮ menu with Report (issue #27). */
  mayReport: boolean;
}

export interface CommentViewer {
  /** The signed-in viewer's id; null for a visitor. */
  userId: string | null;
  /** The group's owner banned the viewer. */
  banned: boolean;
  eventHostId: string | null;
  /** Null until the group loads: until then only the author and the host see Delete. */
  groupOwnerId: string | null;
  /** The viewer may see the event's details (and so its comments). */
  seesEventDetails: boolean;
}

export function commentRules(viewer: CommentViewer, comment: EventComment): CommentRules {
  const may = (action: 'edit' | 'delete') =>
    !(viewer.banned && action === 'edit') &&
    can(viewer.userId, action, {
      kind: 'comment',
      // A reply from the fediverse has no local author: the host and the owner may delete it.
      authorId: comment.user?.id ?? '',
      eventHostId: viewer.eventHostId,
      groupOwnerId: viewer.groupOwnerId,
      seesEventDetails: viewer.seesEventDetails,
    });
  return {
    mine: comment.user !== null && viewer.userId === comment.user.id,
    mayEdit: may('edit'),
    mayDelete: may('delete'),
    mayReport: viewer.userId !== null && viewer.userId !== comment.user?.id,
  };
}
