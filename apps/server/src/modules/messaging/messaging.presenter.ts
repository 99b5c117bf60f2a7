import { hiddenNoticeOf } from '../../db/hidden.ts';
import type { HiddenBy } from '../../db/types.ts';
import type { ChatMessage, Conversation } from '@neighbourly/shared';
import { toUserSummary } from '../people/index.ts';

export function toChatMessage(row: {
  id: number;
  sender_id: string;
  message: string;
  created_at: string;
  hidden?: HiddenBy | null;
  hidden_reason?: string | null;
}): ChatMessage {
  return {
    id: row.id,
    userId: row.sender_id,
    message: row.message,
    timestamp: row.created_at,
    // A hidden message reaches only its sender (messagesBefore).
    hidden: hiddenNoticeOf(row.hidden ?? null, row.hidden_reason ?? null),
  };
}

/** A row of conversationsOf: the other person, the last visible instant, the unread count. */
export function toConversation(row: {
  user_id: string;
  name: string;
  has_avatar: number;
  timestamp: string;
  unread_count: number | string | null;
}): Conversation {
  return {
    user: toUserSummary({ id: row.user_id, name: row.name, has_avatar: row.has_avatar }),
    timestamp: row.timestamp,
    // PostgreSQL counts in bigint, which the driver gives as a string.
    unreadCount: Number(row.unread_count ?? 0),
  };
}
