import { maySeeHidden, type Viewer } from '../../db/hidden.ts';
import { isSuspended } from '../../db/suspension.ts';
/**
 * People (profiles, avatars, passwords, account deletion): profiles anyone signed in may read,
 * changes to one's own account only, and deletion that leaves nothing pointing at the account:
 * its memberships, requests, participations, comments and messages go; owned groups pass to a
 * member (or are deleted) and hosted events to the group owner.
 */
import {
  MESSAGES,
  type UpdatePasswordBody,
  type UpdateUserBody,
  type UserProfile,
} from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { deleteSessionsOf } from '../../http/session.repository.ts';
import { announceSessionsEnded, type CurrentUser } from '../../http/session.ts';
import { authorize } from '../../http/guards.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import { deleteUser, findUserById, lockUserRow, setPasswordHash, updateUser } from './users.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

function toProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    name: row.name,
    hasAvatar: row.has_avatar === 1,
    location: { city: row.city, state: row.state, country: row.country },
    registrationDate: row.registration_date,
  };
}

/** Only the account's owner may change it. */
export function requireOwnAccount(user: CurrentUser, id: string): void {
  authorize(user, 'update', { kind: 'person', id }, 'You can only change your own account.');
}

/** A profile; a suspended person's (issue #27) only for moderators and themselves. */
export async function readProfile(db: Db, id: string, viewer: Viewer | null = null): Promise<UserProfile> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('There is no such user.');
  if (isSuspended(row, new Date().toISOString()) && !maySeeHidden(viewer, [row.id])) {
    throw notFound('There is no such user.');
  }
  return toProfile(row);
}

export async function updateProfile(deps: AppDeps, user: CurrentUser, body: UpdateUserBody) {
  requireOwnAccount(user, body.id);
  await updateUser(deps.db, user.id, {
    name: body.name,
    ...(body.location ?? {}),
    ...(body.homePlace !== undefined && { home_place: body.homePlace }),
    ...(body.locale !== undefined && { locale: body.locale }),
  });
  return readProfile(deps.db, user.id);
}

/** Checks the current password; every other session of the account ends, and its live streams. */
export async function updatePassword(
  deps: AppDeps,
  user: CurrentUser,
  sessionHash: string | null,
  body: UpdatePasswordBody,
) {
  requireOwnAccount(user, body.id);
  const row = await findUserById(deps.db, user.id);
  const matches = row?.password_hash ? await verifyPassword(row.password_hash, body.currentPassword) : false;
  if (!matches) throw new AppError(400, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(body.newPassword);
  await inTransaction(deps.db, async (trx) => {
    await setPasswordHash(trx, user.id, passwordHash);
    // The session store ends the other sessions with the change (all of them without one).
    await deleteSessionsOf(trx, user.id, sessionHash);
  });
  // Committed: the pages open with those sessions stop receiving, on every instance.
  await announceSessionsEnded(deps, user.id);
}

/** Whether the person shows an avatar; set in the same transaction as the image's record. */
export async function markAvatar(trx: Db, userId: string, hasAvatar: boolean) {
  await updateUser(trx, userId, { has_avatar: hasAvatar ? 1 : 0 });
}

/** Holds the person's row till commit: creating a group and deleting the account both take it. */
export async function lockUser(deps: AppDeps, trx: Db, id: string) {
  await lockUserRow(trx, deps.dialect, id);
}

/**
 * Deletes the person's row and forgets their avatar; returns its storage key, to delete after
 * commit. Requests, comments, conversations, messages, sessions and identities go by cascade.
 */
export async function removeUser(trx: Db, id: string): Promise<string | undefined> {
  const avatar = await forgetImage(trx, 'avatar', id);
  await deleteUser(trx, id);
  return avatar;
}
