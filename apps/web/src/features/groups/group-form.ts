/**
 * The group forms' schemas, built from the shared validation rules and messages. The tags are
 * typed as one comma-separated text (at most 100 characters) and sent as the list that
 * `parseTagsInput` makes of it, so the text is checked as that list.
 */
import {
  groupDescriptionSchema,
  groupIdSchema,
  groupNameSchema,
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

export const createGroupFormSchema = groupDetailsFormSchema.extend({ id: groupIdSchema });
export type CreateGroupFormValues = z.infer<typeof createGroupFormSchema>;
