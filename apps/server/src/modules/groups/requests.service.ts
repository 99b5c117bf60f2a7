/**
 * Membership requests to a private group: a neighbour asks, and the owner approves (the asker
 * becomes a MEMBER) or rejects; the asker may also withdraw.
 */
import { can, type GroupMember, type MembershipRequest } from '@neighbourly/shared';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import type { Page, Paging } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { authorize, requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { mail_asks_to_join, mail_request_approved, mail_request_declined } from '@neighbourly/i18n/messages';
import { notify } from '../notifications/index.ts';
import { findUserById, summaryOfCaller, toUserSummary } from '../people/index.ts';
import { bumpMembers, lockGroup } from './groups.repository.ts';
import { groupFacts, requireGroup, requireGroupFor } from './groups.service.ts';
import { insertMember } from './members.repository.ts';
import { conflict } from './members.service.ts';
import { deleteRequest, findRequest, insertRequest, requestsPage } from './requests.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceGroupChange } from './group-pages.ts';
import { isBanned } from './bans.repository.ts';

const cannotAsk = () => forbidden('You cannot ask to join this group.');

const noSuchRequest = () => notFound('There is no such request.');

export async function ownRequest(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
): Promise<MembershipRequest | null> {
  await requireGroup(deps.db, groupId);
  const row = await findRequest(deps.db, groupId, user.id);
  return row ? { groupId, user: toUserSummary(row), createdAt: row.created_at } : null;
}

export async function requestMembership(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  userId: string,
): Promise<MembershipRequest> {
  requireSelf(user, userId, 'You can only ask to join a group for yourself.');
  const row = await requireGroup(deps.db, groupId);
  const group = await groupFacts(deps.db, row, user);
  if (await isBanned(deps.db, groupId, user.id)) throw cannotAsk();
  if (!can(user.id, 'requestToJoin', group)) throw conflict('This group is public: join it directly.');
  if (group.actorRole) throw conflict('You are already a member of this group.');
  const createdAt = new Date().toISOString();
  try {
    await inTransaction(deps.db, async (trx) => {
      // Under the group's lock, as a ban takes it: a request never slips in beside a new ban.
      await lockGroup(trx, deps.dialect, groupId);
      if (await isBanned(trx, groupId, user.id)) throw cannotAsk();
      await insertRequest(trx, groupId, user.id, createdAt);
      announceGroupChange(deps, trx, groupId, 'membership');
      await notify(deps, trx, [
        {
          kind: 'newRequest',
          subject: requestSubject(groupId, user.id, createdAt),
          text: (locale) => mail_asks_to_join({ name: user.name, group: row.name }, { locale }),
          link: `/group/${encodeURIComponent(groupId)}?tab=requests`,
          // Only the owner handles requests (event hosts cannot open the Requests tab).
          userIds: [row.owner_id],
        },
      ]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already asked to join this group.');
    throw error;
  }
  return { groupId, user: summaryOfCaller(user), createdAt };
}

/** One request, however often the person asks again later. */
const requestSubject = (groupId: string, userId: string, createdAt: string) =>
  `group:${groupId}:request:${userId}:${createdAt}`;

/** Removes a request: the requester withdraws it, or the owner rejects it (and the requester is told). */
export async function removeRequest(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  const group = await requireGroup(deps.db, groupId, user);
  const request = { kind: 'request', requesterId: userId, groupOwnerId: group.owner_id } as const;
  authorize(user, 'remove', request, 'Only the requester or the owner of the group may remove a request.');
  await inTransaction(deps.db, async (trx) => {
    const found = await findRequest(trx, groupId, userId);
    if (!found || !(await deleteRequest(trx, groupId, userId))) throw noSuchRequest();
    announceGroupChange(deps, trx, groupId, 'membership');
    if (userId === user.id) return;
    await tellDeclined(deps, trx, group, userId, found.created_at);
  });
}

/** Tells a requester their request was declined (by a rejection or a ban, worded the same). */
export async function tellDeclined(
  deps: AppDeps,
  trx: Db,
  group: { id: string; name: string },
  userId: string,
  requestedAt: string,
) {
  await notify(deps, trx, [
    {
      kind: 'requestRejected',
      subject: requestSubject(group.id, userId, requestedAt),
      text: (locale) => mail_request_declined({ group: group.name }, { locale }),
      link: `/group/${encodeURIComponent(group.id)}`,
      userIds: [userId],
    },
  ]);
}

export async function requestsForGroup(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  paging: Paging,
): Promise<Page<MembershipRequest>> {
  await requireGroupFor(deps.db, user, groupId, 'handleRequests');
  const page = await requestsPage(deps.db, groupId, paging);
  return {
    items: page.items.map((r) => ({ groupId, user: toUserSummary(r), createdAt: r.created_at })),
    nextCursor: page.nextCursor,
  };
}

export async function approveRequest(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  userId: string,
): Promise<GroupMember> {
  const group = await requireGroupFor(deps.db, user, groupId, 'handleRequests');
  return inTransaction(deps.db, async (trx) => {
    // The group before the membership that points at it (docs/architecture.md, "Locks").
    await lockGroup(trx, deps.dialect, groupId);
    const found = await findRequest(trx, groupId, userId);
    if (!found || !(await deleteRequest(trx, groupId, userId))) throw noSuchRequest();
    announceGroupChange(deps, trx, groupId, 'membership');
    await notify(deps, trx, [
      {
        kind: 'requestApproved',
        subject: requestSubject(groupId, userId, found.created_at),
        text: (locale) => mail_request_approved({ group: group.name }, { locale }),
        link: `/group/${encodeURIComponent(groupId)}`,
        userIds: [userId],
      },
    ]);
    await insertMember(trx, {
      group_id: groupId,
      user_id: userId,
      role: 'MEMBER',
      joined_at: new Date().toISOString(),
    });
    await bumpMembers(trx, groupId, 1);
    const member = await findUserById(trx, userId);
    if (!member) throw noSuchRequest();
    return { groupId, user: toUserSummary(member), role: 'MEMBER' as const };
  });
}
