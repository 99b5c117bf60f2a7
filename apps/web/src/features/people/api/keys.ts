/** The query-key factory of the people feature: keys are built here, never typed by hand. */
export const peopleKeys = {
  all: ['people'] as const,
  profile: (userId: string) => [...peopleKeys.all, 'profile', userId] as const,
  /** The signed-in person's private calendar address. */
  calendarUrl: () => [...peopleKeys.all, 'calendarUrl'] as const,
  /** The signed-in person's latest data export (issue #32). */
  accountExport: () => [...peopleKeys.all, 'accountExport'] as const,
};
