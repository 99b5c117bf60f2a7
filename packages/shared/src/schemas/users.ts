import { z } from 'zod';
import { LIMITS, USER_ROLES } from '../constants.ts';
import { MESSAGES, PATTERNS } from '../validation.ts';

export const displayNameSchema = z
  .string()
  .min(1, MESSAGES.displayName)
  .max(LIMITS.displayNameMax, MESSAGES.displayName)
  .regex(PATTERNS.startsWithNonSpace, MESSAGES.displayName);

/** GET /api/public/v1/users/self */
export const selfUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  hasAvatar: z.boolean(),
  role: z.enum(USER_ROLES),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** A user as others see them in lists (members, participants, comments). */
export const userSummarySchema = z.object({ id: z.string(), name: z.string(), hasAvatar: z.boolean() });
export type UserSummary = z.infer<typeof userSummarySchema>;
