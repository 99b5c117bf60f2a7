/**
 * Group bans (issue #27): the owner bans a member or a requester, who is removed and can no
 * longer join, ask to join or comment on the group's events. The reason is the owner's note:
 * it is shown to the owner only, never to the person banned.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { textSchema, userIdSchema } from './common.ts';
import { groupIdSchema } from './groups.ts';
import { userSummarySchema } from './users.ts';

/** Optional; blank is no reason. */
export const banReasonSchema = textSchema().trim().max(LIMITS.banReasonMax, MESSAGES.banReason);

/** POST /groupBans. */
export const groupBanBodySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
  reason: banReasonSchema.optional(),
});
export type GroupBanBody = z.input<typeof groupBanBodySchema>;

/** A ban as the owner sees it: who, why, when, and by whom (null once that account is gone). */
export const groupBanSchema = z.object({
  groupId: z.string(),
  user: userSummarySchema,
  reason: z.string().nullable(),
  bannedAt: z.string(),
  bannedBy: userSummarySchema.nullable(),
});
export type GroupBan = z.infer<typeof groupBanSchema>;

/** GET /groupBans/self: the caller's own ban, without the reason or who banned them. */
export const ownGroupBanSchema = z.object({ groupId: z.string(), bannedAt: z.string() });
export type OwnGroupBan = z.infer<typeof ownGroupBanSchema>;
