import { z } from 'zod';
import { LIMITS, SITE_ROLES, USER_ROLES } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { passwordSchema } from './auth.ts';
import { localeSchema, nonBlankTextSchema, textSchema, userIdSchema } from './common.ts';
import { placeSlugSchema } from './places.ts';

export const displayNameSchema = nonBlankTextSchema(LIMITS.displayNameMax, MESSAGES.displayName);

/** GET /api/public/v1/users/self */
export const selfUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  hasAvatar: z.boolean(),
  role: z.enum(USER_ROLES),
  /** Site moderation role (issue #27): the web shows "Moderation" to MODERATOR and ADMIN. */
  siteRole: z.enum(SITE_ROLES).optional(),
  /** "My neighbourhood" (issue #28): a slug of GET /places the searches measure from; private. */
  homePlace: z.string().nullable().optional(),
  /** The account's language (issue #29), or null: then the menu's choice or the browser's. */
  locale: z.string().nullable().optional(),
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** A user as others see them in lists (members, participants, comments). */
export const userSummarySchema = z.object({ id: z.string(), name: z.string(), hasAvatar: z.boolean() });
export type UserSummary = z.infer<typeof userSummarySchema>;

const locationPart = textSchema().trim().min(1, MESSAGES.locationPart).max(100, MESSAGES.locationPart);
export const userLocationSchema = z.object({
  city: locationPart,
  state: locationPart,
  country: locationPart,
});
export type UserLocation = z.infer<typeof userLocationSchema>;

/** GET /users?id=: what anyone signed in may see of a person; never anything private. */
export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  hasAvatar: z.boolean(),
  location: userLocationSchema,
  registrationDate: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userIdQuerySchema = z.object({ id: userIdSchema.min(1) });
export const avatarQuerySchema = z.object({ userId: userIdSchema.min(1) });

/** POST /users: the caller's own profile. `hasAvatar` is accepted (the spec sends it) and ignored. */
export const updateUserBodySchema = z.object({
  id: userIdSchema.min(1),
  name: displayNameSchema,
  hasAvatar: z.boolean().optional(),
  location: userLocationSchema.optional(),
  /** Absent keeps it; null clears it. */
  homePlace: placeSlugSchema.nullish(),
  /** The account's language (issue #29); absent keeps it, null clears it. */
  locale: localeSchema.nullish(),
});
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST /account/updatePassword */
export const updatePasswordBodySchema = z.object({
  id: userIdSchema.min(1),
  currentPassword: textSchema().min(1, MESSAGES.required).max(LIMITS.passwordMax),
  newPassword: passwordSchema,
});
export type UpdatePasswordBody = z.input<typeof updatePasswordBodySchema>;

/** The Manage account form: the new password twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: textSchema().min(1, MESSAGES.required).max(LIMITS.passwordMax),
    newPassword: passwordSchema,
    confirmPassword: textSchema(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
