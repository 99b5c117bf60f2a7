/**
 * The group forms' schemas, built from the shared validation rules and messages. The tags are
 * typed as one comma-separated text (at most 100 characters) and sent as the list that
 * `parseTagsInput` makes of it, so the text is checked as that list.
 */
import {
  groupDescriptionSchema,
  groupHandleSchema,
  groupIdSchema,
  groupNameSchema,
  MESSAGES,
  PATTERNS,
  placeSlugSchema,
  privacyTypeSchema,
  tagsInputSchema,
} from '@neighbourly/shared';
import { z } from 'zod';

/**
 * Name, description, privacy, tags and the home neighbourhood (a slug of the shipped places, or
 * null for none): the fields of both the create and the update form.
 */
export const groupDetailsFormSchema = z.object({
  name: groupNameSchema,
  description: groupDescriptionSchema,
  type: privacyTypeSchema,
  tags: tagsInputSchema,
  homePlace: placeSlugSchema.nullable(),
});
export type GroupDetailsFormValues = z.infer<typeof groupDetailsFormSchema>;

/** The fediverse handle (issue #30): on creation it may be left empty, and is then the id. */
export const createGroupFormSchema = groupDetailsFormSchema.extend({
  id: groupIdSchema,
  handle: z
    .string()
    .trim()
    .toLowerCase()
    .refine((handle) => handle === '' || PATTERNS.groupId.test(handle), MESSAGES.groupHandle),
});
export type CreateGroupFormValues = z.infer<typeof createGroupFormSchema>;

export const editGroupFormSchema = groupDetailsFormSchema.extend({ handle: groupHandleSchema });
export type EditGroupFormValues = z.infer<typeof editGroupFormSchema>;
