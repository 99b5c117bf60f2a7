import { z } from 'zod';
import { LIMITS, MEMBERSHIP_ROLES, PRIVACY_TYPES } from '../constants.ts';
import { PATTERNS } from '../patterns.ts';
import { MESSAGES, parseTagsInput } from '../validation.ts';
import {
  hiddenNoticeSchema,
  locationSchema,
  nonBlankTextSchema,
  rowIdSchema,
  userIdSchema,
} from './common.ts';
import { userSummarySchema } from './users.ts';
import { placeSlugSchema } from './places.ts';

export const groupIdSchema = z.string().regex(PATTERNS.groupId, MESSAGES.groupId);

/**
 * The group's fediverse name, `@handle@host` (issue #30): the alphabet of group ids, so a new
 * group's handle starts as its id. Lowercased once here, for every client.
 */
export const groupHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(PATTERNS.groupId, MESSAGES.groupHandle);

export const groupNameSchema = nonBlankTextSchema(LIMITS.groupNameMax, MESSAGES.groupName);
export const groupDescriptionSchema = nonBlankTextSchema(
  LIMITS.groupDescriptionMax,
  MESSAGES.groupDescription,
);

export const privacyTypeSchema = z.enum(PRIVACY_TYPES);

/**
 * Tags as a list: each one lowercase word (search lowercases what it looks for, so tags are
 * lowercased here, once, for every client), all within the 100 characters of the input.
 */
export const tagsSchema = z
  .array(z.string().toLowerCase().regex(PATTERNS.tag, MESSAGES.tag))
  .max(LIMITS.tagsMax, MESSAGES.tags)
  .refine((tags) => tags.join(',').length <= LIMITS.tagsInputMax, MESSAGES.tags)
  .refine((tags) => new Set(tags).size === tags.length, MESSAGES.tagsRepeated);

/** POST /groups. `owner`, when sent, must be the caller: the server decides who owns. */
export const createGroupBodySchema = z.object({
  id: groupIdSchema,
  name: groupNameSchema,
  description: groupDescriptionSchema,
  owner: userIdSchema.optional(),
  type: privacyTypeSchema.default('PUBLIC'),
  tags: tagsSchema.default([]),
  /** Its home neighbourhood or municipality, a slug of GET /places (issue #28). */
  homePlace: placeSlugSchema.nullish(),
  /** Its fediverse handle (issue #30); its id when absent. */
  handle: groupHandleSchema.optional(),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;
/** The body once parsed: type and tags filled in. */
export type CreateGroupData = z.output<typeof createGroupBodySchema>;

/** PUT /groups: the id names the group and cannot change. */
export const updateGroupBodySchema = z.object({
  id: groupIdSchema,
  name: groupNameSchema,
  description: groupDescriptionSchema,
  owner: userIdSchema.optional(),
  type: privacyTypeSchema,
  tags: tagsSchema,
  /** Absent keeps the home place; null clears it. */
  homePlace: placeSlugSchema.nullish(),
  /** Absent keeps the handle; the old one keeps finding the group (issue #30). */
  handle: groupHandleSchema.optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  tags: z.array(z.string()),
  type: privacyTypeSchema,
  location: locationSchema,
  membersCount: z.number().int(),
  hasLogo: z.boolean(),
  hidden: hiddenNoticeSchema,
  /** A slug of GET /places, or null (issue #28). */
  homePlace: z.string().nullable(),
  /** Its fediverse handle (issue #30), without @ or host. */
  handle: z.string(),
  /**
   * How the fediverse finds it: `@handle@host` and how many remote accounts follow it; null for
   * a private group or when the server does not federate.
   */
  fediverse: z.object({ address: z.string(), followersCount: z.number().int() }).nullable(),
});
export type Group = z.infer<typeof groupSchema>;

/** GET /groups/handleAvailable?handle=&groupId= (groupId: the group asking keeps its own). */
export const groupHandleQuerySchema = z.object({
  handle: groupHandleSchema,
  groupId: groupIdSchema.optional(),
});

/** A fediverse account following a group, as its owner sees it (GET /groups/followers). */
export const groupFollowerSchema = z.object({
  id: z.number().int(),
  /** `user@host`. */
  handle: z.string(),
  name: z.string(),
  /** Its profile page. */
  url: z.string().nullable(),
  followedAt: z.string(),
});
export type GroupFollower = z.infer<typeof groupFollowerSchema>;
export const groupFollowersQuerySchema = z.object({ groupId: groupIdSchema });
export const removeGroupFollowerQuerySchema = z.object({
  groupId: groupIdSchema,
  followerId: rowIdSchema,
});

/** POST /federation/remoteFollow: where a person's own server lets them follow the group. */
export const remoteFollowBodySchema = z.object({
  groupId: groupIdSchema,
  /** Their account, `user@server.example` (an @ in front is fine). */
  account: z
    .string()
    .trim()
    .max(254, MESSAGES.fediverseAccount)
    .regex(PATTERNS.fediverseAccount, MESSAGES.fediverseAccount),
});
export type RemoteFollowBody = z.input<typeof remoteFollowBodySchema>;

/** What a group card shows. */
export const groupCardSchema = groupSchema
  .pick({
    id: true,
    name: true,
    type: true,
    tags: true,
    location: true,
    membersCount: true,
    hasLogo: true,
    homePlace: true,
  })
  .extend({
    /** How far its home place is from the point a search measured from, when it gave one. */
    distanceKm: z.number().optional(),
  });
export type GroupCard = z.infer<typeof groupCardSchema>;

export const membershipRoleSchema = z.enum(MEMBERSHIP_ROLES);

export const groupMemberSchema = z.object({
  groupId: z.string(),
  user: userSummarySchema,
  role: membershipRoleSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** GET /groupMembers/allForUser: the user's groups with their role in each. */
export const userGroupSchema = z.object({ group: groupCardSchema, role: membershipRoleSchema });
export type UserGroup = z.infer<typeof userGroupSchema>;

export const membershipRequestSchema = z.object({
  groupId: z.string(),
  user: userSummarySchema,
  createdAt: z.string(),
});
export type MembershipRequest = z.infer<typeof membershipRequestSchema>;

/** POST /groupMembers: join. `role` may only ask for MEMBER; the server decides the rest. */
export const joinGroupBodySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
  role: membershipRoleSchema.optional(),
});

/**
 * PUT /groupMembers: the owner makes a member an event host or takes it back. The owner changes
 * only by hand-over (PUT /groups/owner), so OWNER is refused with a message saying so.
 */
export const changeMemberRoleBodySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
  role: z.enum(['HOST', 'MEMBER'], {
    error: 'The role must be HOST or MEMBER; the owner changes only by handing the group over.',
  }),
});
export type ChangeMemberRoleBody = z.infer<typeof changeMemberRoleBodySchema>;

/** PUT /groups/owner: the owner hands the group to another member, and becomes a member. */
export const handOverGroupBodySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
});
export type HandOverGroupBody = z.infer<typeof handOverGroupBodySchema>;

export const groupUserBodySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
});

export const groupIdQuerySchema = z.object({ groupId: groupIdSchema });
export const groupUserQuerySchema = z.object({
  groupId: groupIdSchema,
  userId: userIdSchema,
});

/** The comma-separated tags text of the forms, checked as the list it becomes. */
export const tagsInputSchema = z
  .string()
  .max(LIMITS.tagsInputMax, MESSAGES.tags)
  .superRefine((text, ctx) => {
    const parsed = tagsSchema.safeParse(parseTagsInput(text));
    if (!parsed.success)
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? MESSAGES.tags });
  });

/** The tags list as the forms' text. */
export const formatTagsInput = (tags: readonly string[]) => tags.join(', ');
