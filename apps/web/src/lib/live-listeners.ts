/**
 * Who listens to the app's live stream (lib/live.ts opens it, for signed-in people only): the
 * features subscribe here by event type, to the "reconnected" signal after which they fetch
 * again what a drop may have made them miss, and (useLiveTopic) to the groups and events their
 * page shows. Apart from the stream and its parsing, so a page that listens loads no schema
 * code (zod) for visitors, who have no stream.
 */
import { API_PATHS, LIVE_TOPICS_PER_PAGE, type LiveEvent, type PageChange } from '@neighbourly/shared';
import { useEffect, useRef } from 'react';
import { api } from './api.ts';

export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** Topic changes within this long are sent as one PUT (a page mounts several parts at once). */
const WATCH_DEBOUNCE_MS = 30;

type Listener = (event: LiveEvent) => void;
const listeners = new Map<LiveEventType, Set<Listener>>();
const reconnectListeners = new Set<() => void>();
/** The open stream's name (its `hello`), and what the mounted page parts watch, counted. */
let streamId: string | undefined;
const watchedTopics = new Map<string, number>();
let watchTimer: ReturnType<typeof setTimeout> | undefined;

function sendWatchSoon() {
  clearTimeout(watchTimer);
  watchTimer = setTimeout(() => {
    if (!streamId) return;
    const topics = [...watchedTopics.keys()].slice(0, LIVE_TOPICS_PER_PAGE);
    // A refusal (the group just went, say) leaves the page as a visitor's: it loads as before.
    api(API_PATHS.liveWatch, { method: 'PUT', json: { streamId, topics } }).catch(() => undefined);
  }, WATCH_DEBOUNCE_MS);
}

/** Counts one more (or one fewer) page part showing `topic`; tells the server when the set changed. */
function countWatcher(topic: string, delta: 1 | -1) {
  const count = (watchedTopics.get(topic) ?? 0) + delta;
  if (count > 0) watchedTopics.set(topic, count);
  else watchedTopics.delete(topic);
  if (count === 1 || count === 0) sendWatchSoon();
}

/** Hands a parsed live event to its listeners (the stream calls it). */
export function dispatchLiveEvent(event: LiveEvent) {
  if (event.type === 'hello') {
    // A new stream (the first, or after a drop): it watches nothing until told.
    streamId = event.streamId;
    if (watchedTopics.size > 0) sendWatchSoon();
  }
  for (const listener of listeners.get(event.type) ?? []) listener(event);
}

/** The stream reopened after a drop: every reconnect listener runs. */
export function announceLiveReconnect() {
  for (const listener of reconnectListeners) listener();
}

/** The stream closed (sign-out): no name to watch with until the next one says hello. */
export function forgetLiveStream() {
  streamId = undefined;
}

/** Hears every live event of `type`; returns the unsubscribe. */
export function subscribeLive<T extends LiveEventType>(
  type: T,
  listener: (event: LiveEventOf<T>) => void,
): () => void {
  const set = listeners.get(type) ?? new Set<Listener>();
  listeners.set(type, set);
  // Dispatch only hands a listener the events of its own type.
  const typed = listener as Listener;
  set.add(typed);
  return () => set.delete(typed);
}

/** Hears each reopening of the stream after a drop (not its first opening); returns the unsubscribe. */
export function subscribeLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Subscribes a component to live events of `type` while `enabled`; the handler may change freely. */
export function useLiveEvent<T extends LiveEventType>(
  type: T,
  handler: (event: LiveEventOf<T>) => void,
  enabled = true,
) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive(type, (event) => latest.current(event));
  }, [type, enabled]);
}

/** Runs `handler` each time the stream reopens after a drop, while `enabled`. */
export function useLiveReconnect(handler: () => void, enabled = true) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribeLiveReconnect(() => latest.current());
  }, [enabled]);
}

/**
 * While mounted with a topic (liveTopics.event(id) or liveTopics.group(id)), hears what changes
 * on it, and `reconnected` after a drop (a change may have been missed): the handler loads
 * again what it shows. Without a topic (a visitor, nothing loaded yet) it does nothing.
 */
export function useLiveTopic(topic: string | undefined, handler: (what: PageChange | 'reconnected') => void) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    countWatcher(topic, 1);
    const stopChanges = subscribeLive('changed', (event) => {
      if (event.topic === topic) latest.current(event.what);
    });
    const stopReconnects = subscribeLiveReconnect(() => latest.current('reconnected'));
    return () => {
      stopChanges();
      stopReconnects();
      countWatcher(topic, -1);
    };
  }, [topic]);
}
