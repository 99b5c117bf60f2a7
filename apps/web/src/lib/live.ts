/**
 * The app's one Server-Sent Events stream (GET /live), open while someone is signed in. Features
 * do not open streams: they subscribe to the events they care about by type, and to the
 * "reconnected" signal, after which they fetch again what a drop may have made them miss.
 */
import { API_PATHS, liveEventSchema, type LiveEvent } from '@neighbourly/shared';
import { useEffect, useRef } from 'react';
// Before the first parse of a live event: see zod.ts.
import './zod.ts';

export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** Every SSE event name the server sends; a Record, so a new type of the schema must be added. */
const EVENT_NAMES: Record<LiveEventType, true> = { message: true, read: true, notifications: true };

/** After the stream closed for good (not a drop it retries itself), when to open a new one. */
const RETRY_AFTER_CLOSE_MS = 5_000;

type Listener = (event: LiveEvent) => void;
const listeners = new Map<LiveEventType, Set<Listener>>();
const reconnectListeners = new Set<() => void>();

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function dispatch(e: MessageEvent) {
  const event = parseEvent(e.data);
  if (!event) return;
  for (const listener of listeners.get(event.type) ?? []) listener(event);
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

/**
 * Opens the stream; returns the close. EventSource reconnects by itself after a network drop or
 * a server restart; once it is open again, the reconnect listeners run.
 */
export function openLiveStream(): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let dropped = false;
  const connect = () => {
    source = new EventSource(API_PATHS.live);
    for (const name of Object.keys(EVENT_NAMES)) source.addEventListener(name, dispatch);
    source.onerror = () => {
      dropped = true;
      // EventSource gives up for good on an HTTP error (say, a proxy's 502): start again later.
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_AFTER_CLOSE_MS);
    };
    source.onopen = () => {
      if (!dropped) return;
      dropped = false;
      for (const listener of reconnectListeners) listener();
    };
  };
  connect();
  return () => {
    clearTimeout(retry);
    source.close();
  };
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
