/**
 * The app's one Server-Sent Events stream (GET /live), open while someone is signed in. Features
 * do not open streams: they listen through lib/live-listeners.ts, which this feeds. A page also
 * watches the groups and events it shows (useLiveTopic): the stream's first event names it, and
 * the topics of every mounted page part are sent with that name (PUT /live/watch).
 */
import { API_PATHS, liveEventSchema, type LiveEvent } from '@neighbourly/shared';
import {
  announceLiveReconnect,
  dispatchLiveEvent,
  forgetLiveStream,
  type LiveEventType,
} from './live-listeners.ts';
// Before the first parse of a live event: see zod.ts.
import './zod.ts';

export {
  subscribeLive,
  subscribeLiveReconnect,
  useLiveEvent,
  useLiveReconnect,
  useLiveTopic,
  type LiveEventOf,
  type LiveEventType,
} from './live-listeners.ts';

/** Every SSE event name the server sends; a Record, so a new type of the schema must be added. */
const EVENT_NAMES: Record<LiveEventType, true> = {
  message: true,
  read: true,
  notifications: true,
  hello: true,
  changed: true,
};

/** After the stream closed for good (not a drop it retries itself), when to open a new one. */
const RETRY_AFTER_CLOSE_MS = 5_000;

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
  if (event) dispatchLiveEvent(event);
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
      announceLiveReconnect();
    };
  };
  connect();
  return () => {
    clearTimeout(retry);
    source.close();
    forgetLiveStream();
  };
}
