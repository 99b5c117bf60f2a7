/** The query-key factory of the events feature: keys are built here, never typed by hand. */
export const eventKeys = {
  all: ['events'] as const,
  /** Every event of a group: a series edit changes several. */
  detailsOfGroup: (groupId: string) => [...eventKeys.all, 'detail', groupId] as const,
  detail: (groupId: string, eventId: number) => [...eventKeys.detailsOfGroup(groupId), eventId] as const,
  forGroup: (groupId: string, upcoming: boolean) =>
    [...eventKeys.all, 'forGroup', groupId, upcoming ? 'upcoming' : 'past'] as const,
  /** The cover versions of a group's events: a series cover changes several (issue #26). */
  coverVersionsOfGroup: (groupId: string) => [...eventKeys.all, 'coverVersion', groupId] as const,
  coverVersion: (groupId: string, eventId: number) =>
    [...eventKeys.coverVersionsOfGroup(groupId), eventId] as const,
  /** The upcoming dates of a series; under the group's details, so series edits refresh them. */
  seriesDates: (groupId: string, seriesId: number) =>
    [...eventKeys.detailsOfGroup(groupId), 'series', seriesId] as const,
  participants: (groupId: string, eventId: number) =>
    [...eventKeys.all, 'participants', groupId, eventId] as const,
  comments: (groupId: string, eventId: number) => [...eventKeys.all, 'comments', groupId, eventId] as const,
  userEvents: (userId: string) => [...eventKeys.all, 'userEvents', userId] as const,
  /** Address matches for the pin picker (issue #28). */
  addressSearch: (q: string) => [...eventKeys.all, 'addressSearch', q] as const,
};

/** The two numbers that name an event. */
export interface EventKey {
  groupId: string;
  eventId: number;
}
