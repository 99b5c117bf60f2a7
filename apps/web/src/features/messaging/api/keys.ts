/** The query-key factory of the messaging feature: keys are built here, never typed by hand. */
export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: () => [...messagingKeys.all, 'conversations'] as const,
  /** Every conversation's message pages; `messages(userId)` is one conversation's. */
  allMessages: () => [...messagingKeys.all, 'messages'] as const,
  messages: (userId: string) => [...messagingKeys.allMessages(), userId] as const,
  blocks: () => [...messagingKeys.all, 'blocks'] as const,
};
