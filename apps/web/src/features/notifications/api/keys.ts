/** The query-key factory of the notifications feature: keys are built here, never typed by hand. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationsKeys.all, 'list'] as const,
  unreadCount: () => [...notificationsKeys.all, 'unreadCount'] as const,
  preferences: () => [...notificationsKeys.all, 'preferences'] as const,
};
