/**
 * People (spec §7 Users, §4 avatar and account deletion): profiles anyone signed in may read,
 * changes to one's own account only, and deletion that leaves nothing pointing at the account
 * (DESIGN §5).
 */
import {
  MESSAGES,
  type UpdatePasswordBody,
  type UpdateUserBody,
  type UserProfile,
} from '@neighbourly/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { bumpParticipants, lockEvent } from '../events/events.repository.ts';
import { bumpMembers } from '../groups/groups.repository.ts';
import { removeGroup } from '../groups/groups.service.ts';
import { forgetImage, saveImage, type ProcessedImage } from '../images/images.service.ts';
import { promoteWaitlist, removeParticipation } from '../participants/participants.service.ts';
import { findUserById } from './users.repository.ts';

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
export function requireSelf(user: CurrentUser, id: string): void {
  if (id !== user.id) throw forbidden('You can only change your own account.');
}

export async function readProfile(db: Db, id: string): Promise<UserProfile> {
  const row = await findUserById(db, id);
  if (!row) throw notFound('There is no such user.');
  return toProfile(row);
}

export async function updateProfile(deps: AppDeps, user: CurrentUser, body: UpdateUserBody) {
  requireSelf(user, body.id);
  await deps.db
    .updateTable('users')
    .set({ name: body.name, ...(body.location ?? {}) })
    .where('id', '=', user.id)
    .execute();
  return readProfile(deps.db, user.id);
}

/** Checks the current password; every other session of the account ends. */
export async function updatePassword(
  deps: AppDeps,
  user: CurrentUser,
  sessionHash: string | null,
  body: UpdatePasswordBody,
) {
  requireSelf(user, body.id);
  const row = await findUserById(deps.db, user.id);
  const matches = row?.password_hash ? await verifyPassword(row.password_hash, body.currentPassword) : false;
  if (!matches) throw new AppError(400, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
    let others = trx.deleteFrom('sessions').where('user_id', '=', user.id);
    if (sessionHash) others = others.where('id_hash', '!=', sessionHash);
    await others.execute();
  });
}

export async function setAvatar(deps: AppDeps, userId: string, image: ProcessedImage) {
  await saveImage(deps, 'avatar', userId, image, async (trx) => {
    await trx.updateTable('users').set({ has_avatar: 1 }).where('id', '=', userId).execute();
  });
}

export async function deleteAvatar(deps: AppDeps, user: CurrentUser, userId: string) {
  requireSelf(user, userId);
  const key = await deps.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ has_avatar: 0 }).where('id', '=', userId).execute();
    return forgetImage(trx, 'avatar', userId);
  });
  if (!key) throw notFound('You have no avatar.');
  await deps.storage.delete(key);
}

/** The member who takes a group over: its earliest HOST, else its earliest MEMBER. */
async function successorOf(trx: Db, groupId: string, leaving: string) {
  const row = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '!=', leaving)
    .where('role', 'in', ['HOST', 'MEMBER'])
    .orderBy((eb) => eb.case().when('role', '=', 'HOST').then(0).else(1).end())
    .orderBy('joined_at')
    .orderBy('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Hands an event to a new host, who takes the host's place whatever place they had. */
async function passEventOn(deps: AppDeps, trx: Db, eventId: number, from: string, to: string) {
  await lockEvent(trx, deps.dialect, eventId);
  await trx.updateTable('events').set({ host_id: to }).where('id', '=', eventId).execute();
  await trx
    .deleteFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', '=', from)
    .execute();
  const had = await trx
    .selectFrom('event_participants')
    .select('role')
    .where('event_id', '=', eventId)
    .where('user_id', '=', to)
    .executeTakeFirst();
  if (!had) {
    await trx
      .insertInto('event_participants')
      .values({ event_id: eventId, user_id: to, role: 'HOST', joined_at: new Date().toISOString() })
      .execute();
    return;
  }
  await trx
    .updateTable('event_participants')
    .set({ role: 'HOST' })
    .where('event_id', '=', eventId)
    .where('user_id', '=', to)
    .execute();
  // A participant who becomes host frees a counted place; a waitlisted one just moves up.
  if (had.role === 'PARTICIPANT') {
    await bumpParticipants(trx, eventId, -1);
    await promoteWaitlist(trx, eventId);
  } else if (had.role === 'WAITLISTED') {
    await bumpParticipants(trx, eventId, 0, -1);
  }
}

/**
 * Deletes the caller's account (DESIGN §5): owned groups pass to their earliest host, else
 * earliest member, else are deleted; hosted events pass to their group's owner; places,
 * memberships, requests, comments, messages, sessions and the avatar go.
 */
export async function deleteAccount(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  requireSelf(user, id);
  const files = await deps.db.transaction().execute(async (trx) => {
    // Creating a group takes this lock too, so none appears half-way through (PostgreSQL;
    // SQLite runs one writing transaction at a time anyway).
    if (deps.dialect === 'postgres') await sql`select id from users where id = ${id} for update`.execute(trx);
    const files: string[] = [];
    const owned = await trx.selectFrom('groups').select('id').where('owner_id', '=', id).execute();
    for (const group of owned) {
      const successor = await successorOf(trx, group.id, id);
      if (!successor) {
        files.push(...(await removeGroup(trx, group.id)));
        continue;
      }
      await trx.updateTable('groups').set({ owner_id: successor }).where('id', '=', group.id).execute();
      await trx
        .updateTable('group_members')
        .set({ role: 'OWNER' })
        .where('group_id', '=', group.id)
        .where('user_id', '=', successor)
        .execute();
    }
    const hosted = await trx
      .selectFrom('events')
      .innerJoin('groups', 'groups.id', 'events.group_id')
      .select(['events.id', 'groups.owner_id'])
      .where('events.host_id', '=', id)
      .execute();
    for (const event of hosted) await passEventOn(deps, trx, event.id, id, event.owner_id);

    const places = await trx
      .selectFrom('event_participants')
      .select('event_id')
      .where('user_id', '=', id)
      .execute();
    for (const place of places) await removeParticipation(deps, trx, place.event_id, id);
    const memberships = await trx
      .selectFrom('group_members')
      .select('group_id')
      .where('user_id', '=', id)
      .execute();
    await trx.deleteFrom('group_members').where('user_id', '=', id).execute();
    for (const membership of memberships) await bumpMembers(trx, membership.group_id, -1);

    const avatar = await forgetImage(trx, 'avatar', id);
    if (avatar) files.push(avatar);
    // Requests, comments, conversations, messages, sessions and identities go by cascade.
    await trx.deleteFrom('users').where('id', '=', id).execute();
    return files;
  });
  await Promise.all(files.map((key) => deps.storage.delete(key)));
}
