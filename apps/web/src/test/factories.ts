/** What the server answers, as the web's unit tests need it: each with its parents, changed by `overrides`. */
import type { ChatMessage, Conversation, Event, EventComment, Group, SelfUser } from '@neighbourly/shared';

export const aUser = (id: string, overrides: Partial<SelfUser> = {}): SelfUser => ({
  id,
  name: `${id} Name`,
  hasAvatar: false,
  role: 'USER',
  ...overrides,
});

export const aGroup = (overrides: Partial<Group> = {}): Group => ({
  id: 'garden-club',
  name: 'Garden Club',
  description: 'We grow things.',
  owner: { id: 'owner', name: 'Olive Owner' },
  tags: [],
  type: 'PUBLIC',
  location: { city: 'Vancouver', state: 'BC', country: 'Canada' },
  membersCount: 3,
  hasLogo: false,
  homePlace: null,
  handle: 'garden-club',
  fediverse: null,
  ...overrides,
});

export const anEvent = (overrides: Partial<Event> = {}): Event => ({
  groupId: 'garden-club',
  eventId: 7,
  name: 'Seed swap',
  type: 'PUBLIC',
  group: { name: 'Garden Club' },
  hasLogo: false,
  participantsCount: 1,
  waitlistCount: 0,
  participantsLimit: 0,
  areAllFieldsAvailable: true,
  description: 'Bring seeds.',
  location: 'The library',
  startDateTime: '2026-12-05T02:30:00.000Z',
  endDateTime: '2026-12-05T04:00:00.000Z',
  tags: ['seeds'],
  hostId: 'host',
  host: { id: 'host', name: 'Hana Host', hasAvatar: false },
  series: null,
  format: 'IN_PERSON',
  meetingUrl: null,
  latitude: null,
  longitude: null,
  ...overrides,
});

export const aComment = (overrides: Partial<EventComment> = {}): EventComment => ({
  id: 1,
  groupId: 'garden-club',
  eventId: 7,
  user: { id: 'author', name: 'Ada Author', hasAvatar: false },
  remoteAuthor: null,
  comment: 'See you there!',
  timestamp: '2026-11-20T18:00:00.000Z',
  editedAt: null,
  ...overrides,
});

export const aConversation = (userId: string, overrides: Partial<Conversation> = {}): Conversation => ({
  user: { id: userId, name: `${userId} Name`, hasAvatar: false },
  timestamp: '2026-11-20T18:00:00.000Z',
  unreadCount: 0,
  ...overrides,
});

export const aMessage = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  userId: 'friend',
  message: `Message ${id}`,
  timestamp: new Date(Date.UTC(2026, 10, 20, 18, id)).toISOString(),
  ...overrides,
});
