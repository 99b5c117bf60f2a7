/** The rules behind the federation's API: who may see and remove followers, block, follow. */
import { z } from 'zod';
import { type GroupFollower, MESSAGES, rowIdSchema } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { FederationBlockKind } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { decodeCursor, encodeCursor, type Page } from '../../db/keyset.ts';
import type { CurrentUser } from '../../http/session.ts';
import { safeFetchPage } from '../../http/safe-fetch.ts';
import { isHandleTaken, requireGroupFor } from '../groups/index.ts';
import { insertLogEntry } from '../moderation/index.ts';
import {
  blockedName,
  deleteBlock,
  findFollower,
  followersOf,
  insertBlock,
  listBlocks,
  removeFollower,
  removeFollowsOf,
} from './federation.repository.ts';
import { federatedGroup } from './federated-group.ts';
import { queueFollowRejection } from './follow-removal.ts';

export const federationBlockSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['SERVER', 'ACCOUNT']),
  target: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});

/** A server by its host (`mastodon.example`), an account by its actor URI. */
export const blockBodySchema = z
  .object({
    kind: z.enum(['SERVER', 'ACCOUNT']),
    target: z.string().trim().min(1).max(500),
    reason: z.string().trim().max(500).optional(),
  })
  .refine(
    (body) =>
      body.kind === 'SERVER'
        ? /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(body.target)
        : URL.canParse(body.target) && /^https?:$/.test(new URL(body.target).protocol),
    { message: 'A server is its host name (mastodon.example); an account is its address (https://…).' },
  );
export const blockIdQuerySchema = z.object({ id: rowIdSchema });

/** Free unless another group has (or had) it: the rule group creation and edits apply. */
export async function handleAvailable(deps: AppDeps, handle: string, groupId?: string): Promise<boolean> {
  return !(await isHandleTaken(deps.db, handle, groupId));
}

export async function followersOfGroup(
  deps: AppDeps,
  user: CurrentUser,
  query: { groupId: string; limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<GroupFollower>> {
  await requireGroupFor(deps.db, user, query.groupId, 'update');
  const limit = query.limit ?? 50;
  const after = decodeCursor(query.cursor, ['text', 'int'] as const);
  let rows = followersOf(deps.db, query.groupId)
    .orderBy('group_followers.followed_at', 'desc')
    .orderBy('remote_actors.id', 'desc')
    .limit(limit + 1);
  if (after) {
    const [at, id] = after;
    rows = rows.where((eb) =>
      eb.or([
        eb('group_followers.followed_at', '<', at),
        eb.and([eb('group_followers.followed_at', '=', at), eb('remote_actors.id', '<', id)]),
      ]),
    );
  }
  const found = await rows.execute();
  const items = found.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      id: row.id,
      handle: row.handle,
      name: row.name,
      url: row.url,
      followedAt: row.followed_at,
    })),
    nextCursor: found.length > limit && last ? encodeCursor([last.followed_at, last.id]) : undefined,
  };
}

export async function removeGroupFollower(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  followerId: number,
) {
  await requireGroupFor(deps.db, user, groupId, 'update');
  await inTransaction(deps.db, async (trx) => {
    const follower = await findFollower(trx, groupId, followerId);
    if (!follower || !(await removeFollower(trx, groupId, followerId))) {
      throw notFound('This account does not follow the group.');
    }
    await queueFollowRejection(trx, {
      groupId,
      follower: { uri: follower.uri, inbox: follower.inbox, shared_inbox: follower.shared_inbox },
      followUri: follower.follow_activity_uri,
    });
  });
}

/**
 * The follow page on the person's own server for the group: WebFinger's OStatus subscribe
 * template (Mastodon, Misskey and Pleroma name one), fetched through the import's guard.
 */
export async function remoteFollowUrl(deps: AppDeps, groupId: string, account: string): Promise<string> {
  const group = await federatedGroup(deps, groupId);
  if (!deps.config.federation.enabled || !group)
    throw notFound('This group cannot be followed from the fediverse.');
  const acct = account.replace(/^@/, '');
  const host = acct.split('@')[1]!;
  const config = deps.config.federation;
  const resource = `acct:${acct}`;
  let template: string | undefined;
  try {
    const page = await safeFetchPage(
      `${config.privateHosts.includes(host.split(':')[0]!) ? 'http' : 'https'}://${host}/.well-known/webfinger?resource=${encodeURIComponent(resource)}`,
      {
        origins: 'any',
        privateHosts: config.privateHosts,
        timeoutMs: config.timeoutMs,
        maxBytes: 64 * 1024,
        accept: 'application/jrd+json, application/json',
      },
    );
    const links = (JSON.parse(page.html) as { links?: { rel?: string; template?: string }[] }).links ?? [];
    template = links.find((link) => link.rel === 'http://ostatus.org/schema/1.0/subscribe')?.template;
  } catch {
    throw badRequest(MESSAGES.fediverseAccountNotFound);
  }
  if (!template || !/^https?:\/\//.test(template)) throw badRequest(MESSAGES.fediverseAccountNotFound);
  const address = `${group.handle}@${new URL(deps.config.publicUrl).host}`;
  return template.replace('{uri}', encodeURIComponent(address));
}

export async function listFederationBlocks(deps: AppDeps) {
  return (await listBlocks(deps.db)).map(presentBlock);
}

const presentBlock = (row: Awaited<ReturnType<typeof listBlocks>>[number]) => ({
  id: row.id,
  kind: row.kind,
  target: row.target,
  reason: row.reason,
  createdBy: row.created_by_login,
  createdAt: row.created_at,
});

/** Every block and lift goes in the moderation log, with who did it and why. */
async function logBlock(
  trx: Db,
  user: CurrentUser,
  action: 'BLOCK' | 'UNBLOCK',
  block: { kind: FederationBlockKind; target: string; reason: string | null },
) {
  await insertLogEntry(trx, {
    actor_login: user.id,
    action,
    subject_type: block.kind === 'SERVER' ? 'REMOTE_SERVER' : 'REMOTE_ACCOUNT',
    subject_id: block.target,
    subject_user_login: null,
    reason: block.reason,
    details: '{}',
    created_at: new Date().toISOString(),
  });
}

export async function addBlock(deps: AppDeps, user: CurrentUser, body: z.infer<typeof blockBodySchema>) {
  const target = body.kind === 'SERVER' ? blockedName(body.target) : body.target;
  const block = { kind: body.kind, target, reason: body.reason ?? null };
  const row = await inTransaction(deps.db, async (trx) => {
    const inserted = await insertBlock(trx, { ...block, created_by_login: user.id });
    if (inserted === undefined) return undefined;
    await removeFollowsOf(trx, body.kind, target);
    await logBlock(trx, user, 'BLOCK', block);
    return inserted;
  });
  if (row === undefined) throw new AppError(409, 'CONFLICT', 'This is blocked already.');
  return presentBlock(row);
}

export async function liftBlock(deps: AppDeps, user: CurrentUser, id: number) {
  await inTransaction(deps.db, async (trx) => {
    const lifted = await deleteBlock(trx, id);
    if (!lifted) throw notFound('This block does not exist.');
    await logBlock(trx, user, 'UNBLOCK', lifted);
  });
}
