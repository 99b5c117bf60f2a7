/**
 * What a signed-in person can read without a connection (issue #31): their upcoming events (the
 * ones they host, attend or wait for) and each of those events' pages, as last fetched, kept in
 * IndexedDB and put back into the query cache when the app starts offline.
 *
 * Only these queries are saved: who is signed in (their own account), the site's public config,
 * their events list cut to the upcoming ones, and those events' own answers. Never another
 * person's private data: no participants lists, comments, messages or profiles.
 */
import type { Event, SelfUser, UserEvent } from '@neighbourly/shared';
import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { del, get, set } from 'idb-keyval';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { eventQueryOptions, userEventsQueryOptions } from '@/features/events/index.ts';
import { readAuthRecord } from '@/lib/auth-record.ts';
import { configQueryOptions } from '@/lib/config.ts';
import { isPast } from '@/lib/dates.ts';
import { markSavedDataOwner, SAVED_DATA_KEY, savedDataOwner } from '@/lib/saved-data.ts';
import { setSavedAt } from './saved-time.ts';

/** Bumped when the saved shape changes: an older entry is then ignored. */
const VERSION = 1;
/** Saving waits for a burst of answers to settle. */
const SAVE_DELAY_MS = 1000;

interface SavedData {
  version: number;
  userId: string;
  /** When the events list was fetched: what the offline bar shows. */
  savedAt: number;
  state: DehydratedState;
}

const signedInUser = (queryClient: QueryClient): SelfUser | null =>
  queryClient.getQueryData(selfQueryOptions().queryKey) ?? null;

const detailOptions = (event: Event) => eventQueryOptions({ groupId: event.groupId, eventId: event.eventId });

const upcoming = (list: readonly UserEvent[], now: number) =>
  list.filter(({ event }) => !isPast(event.endDateTime, now));

/**
 * Whether the browser's record says `userId` is the one signed in. This tab's query cache may hold
 * someone who has since signed out in another tab (the record is shared, and cleared or rewritten
 * there): their data is then never saved.
 */
const stillSignedIn = (userId: string): boolean => {
  const record = readAuthRecord();
  return record.isAuthenticated && record.userData.id === userId;
};

/** Writes the person's saved data; nothing when they are not the one signed in or the list is not loaded. */
async function save(queryClient: QueryClient): Promise<void> {
  const user = signedInUser(queryClient);
  if (!user || !stillSignedIn(user.id)) return;
  const listKey = userEventsQueryOptions(user.id).queryKey;
  const listState = queryClient.getQueryState(listKey);
  const list = queryClient.getQueryData(listKey);
  if (!list || !listState) return;
  const mine = upcoming(list, Date.now());
  const listHash = hashKey(listKey);
  const kept = new Set([
    hashKey(selfQueryOptions().queryKey),
    hashKey(configQueryOptions().queryKey),
    listHash,
    ...mine.map(({ event }) => hashKey(detailOptions(event).queryKey)),
  ]);
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && kept.has(query.queryHash),
  });
  for (const query of state.queries) {
    if (query.queryHash === listHash) query.state = { ...query.state, data: mine };
  }
  const saved: SavedData = { version: VERSION, userId: user.id, savedAt: listState.dataUpdatedAt, state };
  await set(SAVED_DATA_KEY, saved);
  // Signed out, or someone else signed in, while writing: the entry goes again.
  if (!stillSignedIn(user.id)) return void (await del(SAVED_DATA_KEY));
  markSavedDataOwner(user.id);
  setSavedAt(saved.savedAt);
}

/** Saves again whenever one of the saved queries gets a new answer. */
export function keepSaving(queryClient: QueryClient): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(queryClient).catch(() => undefined), SAVE_DELAY_MS);
  };
  queryClient.getQueryCache().subscribe(({ type, query, ...change }) => {
    if (type !== 'updated' || !('action' in change) || change.action.type !== 'success') return;
    const user = signedInUser(queryClient);
    if (!user) return;
    const listKey = userEventsQueryOptions(user.id).queryKey;
    const list = queryClient.getQueryData(listKey) ?? [];
    const saved =
      query.queryHash === hashKey(listKey) ||
      list.some(({ event }) => query.queryHash === hashKey(detailOptions(event).queryKey));
    if (saved) schedule();
  });
  // The list is what makes the rest worth saving: fetched once the page is idle.
  const user = signedInUser(queryClient);
  if (user) void queryClient.prefetchQuery(userEventsQueryOptions(user.id));
  schedule();
}

/**
 * Puts the saved data back, when it belongs to the person the browser says is signed in. Each
 * upcoming event's page opens from the list when its own answer was not saved.
 */
export async function restoreSavedData(queryClient: QueryClient): Promise<void> {
  const owner = savedDataOwner();
  const record = readAuthRecord();
  if (!owner || !record.isAuthenticated || record.userData.id !== owner) return;
  const saved = await get<SavedData>(SAVED_DATA_KEY);
  if (saved?.version !== VERSION || saved.userId !== owner) return;
  hydrate(queryClient, saved.state);
  const list = queryClient.getQueryData(userEventsQueryOptions(owner).queryKey) ?? [];
  for (const { event } of list) {
    const { queryKey } = detailOptions(event);
    if (queryClient.getQueryData(queryKey) === undefined) {
      queryClient.setQueryData(queryKey, event, { updatedAt: saved.savedAt });
    }
  }
  setSavedAt(saved.savedAt);
}
