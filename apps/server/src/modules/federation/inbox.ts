/**
 * What remote accounts send to a group (Fedify has verified the signature, the key's owner, the
 * date and the digest, and skips an activity it has seen): a follow and its undo; a reply to an
 * event, its change and its removal, which become, change and remove a comment. Anything else,
 * or from a blocked server or account, is accepted and ignored (202): refusing it would only make
 * the sender try again.
 */
import type { Federation, InboxContext } from '@fedify/fedify';
import {
  Accept,
  type Actor,
  Create,
  Delete,
  Follow,
  isActor,
  Note,
  PUBLIC_COLLECTION,
  Tombstone,
  Undo,
  Update,
} from '@fedify/vocab';
import type { AppDeps } from '../../deps.ts';
import { isPublicHttpUrl } from '../../http/safe-fetch.ts';
import {
  addFollower,
  deleteRemoteActor,
  findRemoteActorByUri,
  isBlocked,
  removeFollower,
  upsertRemoteActor,
} from './federation.repository.ts';
import { removeRemoteComment, saveRemoteReply, updateRemoteReply } from '../events/index.ts';
import { federatedGroup } from './federated-group.ts';

/** Stores (or refreshes) the remote account, when its inboxes are public addresses. */
async function rememberActor(deps: AppDeps, actor: Actor): Promise<number | undefined> {
  if (!actor.id || !actor.inboxId) return undefined;
  const sharedInbox = actor.endpoints?.sharedInbox?.href ?? null;
  const privateHosts = deps.config.federation.privateHosts;
  // Deliveries go where the account says: never inside our network.
  for (const inbox of [actor.inboxId.href, sharedInbox]) {
    if (inbox && !(await isPublicHttpUrl(inbox, privateHosts))) return undefined;
  }
  const host = actor.id.host.toLowerCase();
  const username = actor.preferredUsername?.toString() ?? actor.id.pathname.split('/').pop() ?? 'unknown';
  const url = actor.url instanceof URL ? actor.url.href : (actor.url?.href?.href ?? null);
  return upsertRemoteActor(deps.db, {
    uri: actor.id.href,
    host,
    handle: `${username}@${host}`,
    name: (actor.name?.toString() ?? username).slice(0, 100),
    url: url && /^https?:/.test(url) ? url : null,
    inbox: actor.inboxId.href,
    shared_inbox: sharedInbox,
  });
}

async function blocked(deps: AppDeps, actorId: URL | null): Promise<boolean> {
  return !actorId || isBlocked(deps.db, actorId.host.toLowerCase(), actorId.href);
}

async function onFollow(ctx: InboxContext<void>, deps: AppDeps, follow: Follow) {
  if (!follow.objectId || (await blocked(deps, follow.actorId))) return;
  const target = ctx.parseUri(follow.objectId);
  if (target?.type !== 'actor' || !(await federatedGroup(deps, target.identifier))) return;
  const follower = await follow.getActor(ctx);
  if (!follower || !isActor(follower)) return;
  const actorId = await rememberActor(deps, follower);
  if (actorId === undefined) return;
  await addFollower(deps.db, target.identifier, actorId, follow.id?.href ?? null);
  await ctx.sendActivity(
    { identifier: target.identifier },
    follower,
    new Accept({
      id: new URL(
        `#accepts/${encodeURIComponent(follow.id?.href ?? follower.id!.href)}`,
        ctx.getActorUri(target.identifier),
      ),
      actor: ctx.getActorUri(target.identifier),
      // The follow as its sender wrote it, by reference (not the actor we fetched).
      object: new Follow({ id: follow.id, actor: follow.actorId, object: follow.objectId }),
    }),
  );
}

/**
 * The activity's object, or null when it cannot be had: an object on another server than its
 * sender's is fetched from its own, and may not be there (then the activity is not its sender's
 * to make).
 */
async function objectOf(activity: Create | Update | Delete | Undo, ctx: InboxContext<void>) {
  try {
    return await activity.getObject(ctx);
  } catch {
    return null;
  }
}

async function onUndo(ctx: InboxContext<void>, deps: AppDeps, undo: Undo) {
  const object = await objectOf(undo, ctx);
  if (!(object instanceof Follow) || !object.objectId || !undo.actorId) return;
  // Only the follower undoes its follow.
  if (object.actorId?.href !== undo.actorId.href) return;
  const target = ctx.parseUri(object.objectId);
  if (target?.type !== 'actor') return;
  const actor = await findRemoteActorByUri(deps.db, undo.actorId.href);
  if (actor) await removeFollower(deps.db, target.identifier, actor.id);
}

/**
 * Whether the note is public (to or cc the public collection: Mastodon's public and unlisted
 * posts). A followers-only or direct reply is not ours to publish as a comment.
 */
function isPublic(note: Note): boolean {
  return [...note.toIds, ...note.ccIds].some((id) => id.href === PUBLIC_COLLECTION.href);
}

/** The event a reply answers, when it is one of ours. */
function repliedEventId(ctx: InboxContext<void>, note: Note): number | undefined {
  if (!note.replyTargetId) return undefined;
  const target = ctx.parseUri(note.replyTargetId);
  if (target?.type !== 'object' || !('id' in target.values)) return undefined;
  const id = Number(target.values.id);
  return Number.isSafeInteger(id) ? id : undefined;
}

async function onCreate(ctx: InboxContext<void>, deps: AppDeps, create: Create) {
  if (await blocked(deps, create.actorId)) return;
  const note = await objectOf(create, ctx);
  if (!(note instanceof Note) || !note.id) return;
  // The author of the reply is who sent it, and meant it for everyone.
  if (note.attributionId?.href !== create.actorId?.href || !isPublic(note)) return;
  const eventId = repliedEventId(ctx, note);
  if (eventId === undefined) return;
  const author = await note.getAttribution(ctx);
  if (!author || !isActor(author)) return;
  const authorId = await rememberActor(deps, author);
  if (authorId === undefined) return;
  const saved = await findRemoteActorByUri(deps.db, author.id!.href);
  await saveRemoteReply(deps, {
    eventId,
    authorId,
    authorHandle: saved?.handle ?? author.id!.host,
    noteUri: note.id.href,
    html: note.content?.toString() ?? '',
  });
}

async function onUpdate(ctx: InboxContext<void>, deps: AppDeps, update: Update) {
  if (await blocked(deps, update.actorId)) return;
  const note = await objectOf(update, ctx);
  // Only notes change here: an Update of one of our events from elsewhere is nobody's to make.
  if (!(note instanceof Note) || !note.id || !update.actorId) return;
  if (note.attributionId?.href !== update.actorId.href) return;
  // Made followers-only or direct since: it is no longer a comment.
  if (!isPublic(note)) {
    await removeRemoteComment(deps, { noteUri: note.id.href, authorUri: update.actorId.href });
    return;
  }
  await updateRemoteReply(deps, {
    noteUri: note.id.href,
    authorUri: update.actorId.href,
    html: note.content?.toString() ?? '',
  });
}

async function onDelete(ctx: InboxContext<void>, deps: AppDeps, remove: Delete) {
  const objectId = remove.objectId;
  if (!objectId || !remove.actorId) return;
  // An account deleting itself: its follows and replies go with it.
  if (objectId.href === remove.actorId.href) {
    await deleteRemoteActor(deps.db, objectId.href);
    return;
  }
  const object = await objectOf(remove, ctx);
  if (object && !(object instanceof Note) && !(object instanceof Tombstone)) return;
  await removeRemoteComment(deps, { noteUri: objectId.href, authorUri: remove.actorId.href });
}

export function registerInbox(federation: Federation<void>, deps: AppDeps): void {
  federation
    .setInboxListeners('/ap/groups/{identifier}/inbox', '/ap/inbox')
    .on(Follow, (ctx, follow) => onFollow(ctx, deps, follow))
    .on(Undo, (ctx, undo) => onUndo(ctx, deps, undo))
    .on(Create, (ctx, create) => onCreate(ctx, deps, create))
    .on(Update, (ctx, update) => onUpdate(ctx, deps, update))
    .on(Delete, (ctx, remove) => onDelete(ctx, deps, remove));
}
