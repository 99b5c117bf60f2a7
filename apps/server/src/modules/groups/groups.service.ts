import {
  MESSAGES,
  type ActionOn,
  type CreateGroupData,
  type Group,
  type GroupFacts,
  type UpdateGroupBody,
} from '@neighbourly/shared';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import { maySeeHidden, type Viewer } from '../../db/hidden.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { authorize, requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import { findUserById, heldForReview, lockUser, queueForReview } from '../people/index.ts';
import { toGroup } from './groups.presenter.ts';
import {
  countOwnedGroups,
  deleteGroupRow,
  findGroup,
  groupExists,
  insertGroup,
  replaceTags,
  tagsOfGroups,
  updateGroupRow,
  countFollowersOf,
  isHandleTaken,
  retireHandle,
  type GroupWithOwner,
} from './groups.repository.ts';
import { insertMember, roleIn } from './members.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { queueGroupFederation } from './group-federation.ts';
import { announceGroupChange } from './group-pages.ts';

export const GROUP_LIMIT_MESSAGE = 'Failed to create group. Limit of groups per user is exceeded.';
const groupNotFound = () => notFound('This group does not exist.');

/**
 * The group, or 404. A hidden one (issue #27) is found only by its owner and moderators: for
 * anyone else, and wherever no viewer is given (first paint, feeds), it does not exist.
 */
export async function requireGroup(
  db: Db,
  id: string,
  viewer: Viewer | null = null,
): Promise<GroupWithOwner> {
  const group = await findGroup(db, id);
  if (!group) throw groupNotFound();
  if (group.hidden !== null && !maySeeHidden(viewer, [group.owner_id])) throw groupNotFound();
  return group;
}

export type GroupAction = ActionOn<GroupFacts>;

/** What the shared policies need to know of a group and the caller. */
export async function groupFacts(db: Db, group: GroupWithOwner, user: CurrentUser): Promise<GroupFacts> {
  const actorRole = (await roleIn(db, group.id, user.id)) ?? null;
  return { kind: 'group', ownerId: group.owner_id, type: group.type, actorRole };
}

const GROUP_REFUSALS: Partial<Record<GroupAction, string>> = {
  createEvent: 'Only the owner and the event hosts of the group may create its events.',
  seeMembers: 'Only members see who belongs to a private group.',
  join: 'This group is private: ask to join it instead.',
  leave: 'The owner cannot leave the group.',
};

/** The group, once the policies let the caller do `action` to it (404 first, then 403). */
export async function requireGroupFor(
  db: Db,
  user: CurrentUser,
  id: string,
  action: GroupAction,
): Promise<GroupWithOwner> {
  const group = await requireGroup(db, id, user);
  const refusal = GROUP_REFUSALS[action] ?? 'Only the owner of the group may do this.';
  authorize(user, action, await groupFacts(db, group, user), refusal);
  return group;
}

export async function readGroup(deps: AppDeps, id: string, viewer: Viewer | null): Promise<Group> {
  const group = await requireGroup(deps.db, id, viewer);
  const tags = (await tagsOfGroups(deps.db, [id])).get(id) ?? [];
  // How the fediverse finds it (issue #30): public groups in sight, when the server federates.
  const federates = deps.config.federation.enabled && group.type === 'PUBLIC' && group.hidden === null;
  const fediverse = federates
    ? {
        address: `@${group.handle}@${new URL(deps.config.publicUrl).host}`,
        followersCount: await countFollowersOf(deps.db, id),
      }
    : null;
  return toGroup(group, tags, fediverse);
}

const handleTaken = () => new AppError(409, 'GROUP_HANDLE_TAKEN', MESSAGES.groupHandleTaken);

/** A handle for a new group: the one asked for, else its id, else its id with a number. */
async function handleForNewGroup(trx: Db, body: CreateGroupData): Promise<string> {
  if (body.handle !== undefined) {
    if (await isHandleTaken(trx, body.handle)) throw handleTaken();
    return body.handle;
  }
  let handle = body.id;
  for (let n = 2; await isHandleTaken(trx, handle); n++) handle = `${body.id.slice(0, 26)}_${n}`;
  return handle;
}

/** The owner gave the group a new handle: the old one keeps finding it. */
async function changeHandle(trx: Db, group: GroupWithOwner, handle: string) {
  if (handle === group.handle) return;
  if (await isHandleTaken(trx, handle, group.id)) throw handleTaken();
  await retireHandle(trx, group.id, group.handle, handle);
  await updateGroupRow(trx, group.id, { handle });
}

export async function isGroupIdTaken(db: Db, id: string): Promise<boolean> {
  return groupExists(db, id);
}

/** A new account's link past its allowance (issue #27): the group waits for a moderator. */
async function holdIfLinked(deps: AppDeps, trx: Db, userId: string, groupId: string, description: string) {
  if (!(await heldForReview(deps, trx, userId, [description]))) return;
  await updateGroupRow(trx, groupId, { hidden: 'REVIEW' });
  await queueForReview(trx, { type: 'GROUP', groupId });
}

/** Creates the group with its owner as OWNER member, within the owner's group allowance. */
export async function createGroup(deps: AppDeps, user: CurrentUser, body: CreateGroupData): Promise<Group> {
  if (body.owner !== undefined)
    requireSelf(user, body.owner, 'A group is owned by the person who creates it.');
  const taken = () => new AppError(409, 'GROUP_ID_TAKEN', MESSAGES.groupIdTaken);
  try {
    await inTransaction(deps.db, async (trx) => {
      // One create at a time per owner, so two racing creates cannot both pass the allowance.
      await lockUser(deps, trx, user.id);
      const owner = await findUserById(trx, user.id);
      if (!owner) throw forbidden();
      if ((await countOwnedGroups(trx, user.id)) >= owner.group_allowance) {
        throw new AppError(403, 'GROUP_LIMIT_EXCEEDED', GROUP_LIMIT_MESSAGE);
      }
      const now = new Date().toISOString();
      await insertGroup(trx, {
        id: body.id,
        handle: await handleForNewGroup(trx, body),
        name: body.name,
        description: body.description,
        owner_id: user.id,
        type: body.type,
        city: owner.city,
        state: owner.state,
        country: owner.country,
        home_place: body.homePlace ?? null,
        has_logo: 0,
        members_count: 1,
        last_activity_at: now,
        created_at: now,
        updated_at: now,
      });
      await replaceTags(trx, body.id, body.tags);
      await insertMember(trx, { group_id: body.id, user_id: user.id, role: 'OWNER', joined_at: now });
      await holdIfLinked(deps, trx, user.id, body.id, body.description);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw (await isGroupIdTaken(deps.db, body.id)) ? taken() : handleTaken();
    throw error;
  }
  return readGroup(deps, body.id, user);
}

export async function updateGroup(deps: AppDeps, user: CurrentUser, body: UpdateGroupBody): Promise<Group> {
  const group = await requireGroupFor(deps.db, user, body.id, 'update');
  if (body.owner !== undefined && body.owner !== group.owner_id) {
    throw forbidden('The owner of a group cannot be changed here.');
  }
  await inTransaction(deps.db, async (trx) => {
    await updateGroupRow(trx, body.id, {
      name: body.name,
      description: body.description,
      type: body.type,
      ...(body.homePlace !== undefined && { home_place: body.homePlace }),
      updated_at: new Date().toISOString(),
    });
    if (body.handle !== undefined) await changeHandle(trx, group, body.handle);
    if (body.description !== group.description && group.hidden === null) {
      await holdIfLinked(deps, trx, user.id, body.id, body.description);
    }
    await replaceTags(trx, body.id, body.tags);
    announceGroupChange(deps, trx, body.id, 'details');
    await queueGroupFederation(trx, body.id);
  });
  return readGroup(deps, body.id, user);
}

/**
 * Deletes a group inside the caller's transaction, once its events are gone: memberships and
 * requests go by cascade; returns the storage key of its cover, to delete after commit.
 */
export async function removeGroup(trx: Db, id: string): Promise<string | undefined> {
  const key = await forgetImage(trx, 'group', id);
  await deleteGroupRow(trx, id);
  return key;
}

/** Whether the group shows a cover; set in the same transaction as the image's record. */
export async function markCover(trx: Db, groupId: string, hasCover: boolean) {
  await updateGroupRow(trx, groupId, { has_logo: hasCover ? 1 : 0 });
}
