/** The one field of the comment forms (adding and editing), checked by the shared rule. */
import { commentTextSchema } from '@neighbourly/shared';
import { z } from 'zod';

export const commentFormSchema = z.object({ comment: commentTextSchema });
export type CommentFormValues = z.infer<typeof commentFormSchema>;
