/**
 * Live delivery: a service publishes an event for some people after its transaction commits,
 * and every open page of those people, on whichever instance it is connected, receives it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent, PageChangedEvent } from '@neighbourly/shared';

/**
 * Internal to the server, never handed to a listener of events, so never written to a page:
 * some of the person's sessions ended (sign-out, a password change, the account deleted). It
 * goes to the listeners' `onSessionsEnded` instead: every instance checks that person's open
 * streams against the sessions table at once, and ends those whose session is gone.
 */
export const SESSIONS_ENDED = { type: 'sessionsEnded' } as const;
export type SessionsEnded = typeof SESSIONS_ENDED;
/**
 * Internal too: the page of the person's stream `streamId` now shows `topics` (PUT /live/watch,
 * which may reach another instance than the one holding the stream).
 */
export interface WatchTopics {
  type: 'watch';
  streamId: string;
  topics: string[];
}
/** Word for the person's streams themselves, never written to a page. */
export type StreamControl = SessionsEnded | WatchTopics;
/**
 * What travels on the bus: an event for the person's pages, a control message, or (`changed`)
 * word for every page that watches the event's topic, whoever's it is: its people are empty.
 */
export type BusEvent = LiveEvent | StreamControl;

export type LiveListener = (event: LiveEvent) => void;
export type ControlListener = (control: StreamControl) => void;
export type WatchListener = (event: PageChangedEvent) => void;
/** Where a bus reports its transport's troubles (the app's logger). */
export type LiveLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface LiveBus {
  /**
   * Delivers `event` to every listener of each of `userIds`, on every instance; a `changed`
   * event goes to the watchers of its topic instead (call `announce`).
   */
  publish(userIds: readonly string[], event: BusEvent): Promise<void>;
  /** Delivers `event` to every page watching its topic, on every instance. */
  announce(event: PageChangedEvent): Promise<void>;
  /**
   * Listens for a person's events on this instance, and (`onControl`) for word for their streams
   * (some of their sessions ended; a stream's topics); returns the way to stop.
   */
  subscribe(userId: string, listener: LiveListener, onControl?: ControlListener): () => void;
  /** Listens for the changes of `topic` on this instance; returns the way to stop. */
  watch(topic: string, listener: WatchListener): () => void;
  close(): Promise<void>;
  /**
   * Calls back when events may have been lost on this instance (its transport to the other
   * instances dropped and came back), so open pages reconnect and catch up. Memory never drops.
   */
  onGap?(callback: () => void): () => void;
  /** Gives the bus the app's logger (silent until then). */
  useLogger?(log: LiveLog): void;
}

interface Listening {
  onEvent: LiveListener;
  onControl: ControlListener | undefined;
}

/**
 * The listeners of this instance, by person: every bus delivers through it, after its own
 * transport (none, PostgreSQL or Redis) has brought the event here.
 */
export class LocalListeners {
  private readonly byUser = new Map<string, Set<Listening>>();
  private readonly byTopic = new Map<string, Set<WatchListener>>();

  add(userId: string, onEvent: LiveListener, onControl?: ControlListener): () => void {
    const listeners = this.byUser.get(userId) ?? new Set<Listening>();
    const listening: Listening = { onEvent, onControl };
    listeners.add(listening);
    this.byUser.set(userId, listeners);
    return () => {
      listeners.delete(listening);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }

  watch(topic: string, listener: WatchListener): () => void {
    const watchers = this.byTopic.get(topic) ?? new Set<WatchListener>();
    watchers.add(listener);
    this.byTopic.set(topic, watchers);
    return () => {
      watchers.delete(listener);
      if (watchers.size === 0) this.byTopic.delete(topic);
    };
  }

  deliver(userIds: readonly string[], event: BusEvent): void {
    if (event.type === 'changed') {
      for (const listener of [...(this.byTopic.get(event.topic) ?? [])]) listener(event);
      return;
    }
    for (const userId of userIds) {
      for (const { onEvent, onControl } of this.byUser.get(userId) ?? []) {
        if (event.type === 'sessionsEnded' || event.type === 'watch') onControl?.(event);
        else onEvent(event);
      }
    }
  }

  /** How many pages on this instance watch `topic`. */
  watcherCount(topic: string): number {
    return this.byTopic.get(topic)?.size ?? 0;
  }

  /** How many listeners this instance holds (open pages). */
  get size(): number {
    let count = 0;
    for (const listeners of this.byUser.values()) count += listeners.size;
    return count;
  }
}

/** One process (SQLite, or a single instance): events never leave it. */
export class MemoryLiveBus implements LiveBus {
  readonly listeners = new LocalListeners();

  async publish(userIds: readonly string[], event: BusEvent): Promise<void> {
    this.listeners.deliver(userIds, event);
  }

  async announce(event: PageChangedEvent): Promise<void> {
    this.listeners.deliver([], event);
  }

  subscribe(userId: string, listener: LiveListener, onControl?: ControlListener): () => void {
    return this.listeners.add(userId, listener, onControl);
  }

  watch(topic: string, listener: WatchListener): () => void {
    return this.listeners.watch(topic, listener);
  }

  async close(): Promise<void> {}
}
