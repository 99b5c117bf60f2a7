/**
 * Live delivery: a service publishes an event for some people after its transaction commits,
 * and every open page of those people, on whichever instance it is connected, receives it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@neighbourly/shared';

/**
 * Internal to the server, never handed to a listener of events, so never written to a page:
 * some of the person's sessions ended (sign-out, a password change, the account deleted). It
 * goes to the listeners' `onSessionsEnded` instead: every instance checks that person's open
 * streams against the sessions table at once, and ends those whose session is gone.
 */
export const SESSIONS_ENDED = { type: 'sessionsEnded' } as const;
export type SessionsEnded = typeof SESSIONS_ENDED;
/** What travels on the bus: an event for the person's pages, or the control message above. */
export type BusEvent = LiveEvent | SessionsEnded;

export type LiveListener = (event: LiveEvent) => void;
/** Where a bus reports its transport's troubles (the app's logger). */
export type LiveLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface LiveBus {
  /** Delivers `event` to every listener of each of `userIds`, on every instance. */
  publish(userIds: readonly string[], event: BusEvent): Promise<void>;
  /**
   * Listens for a person's events on this instance, and (`onSessionsEnded`) for word that some of
   * their sessions ended; returns the way to stop.
   */
  subscribe(userId: string, listener: LiveListener, onSessionsEnded?: () => void): () => void;
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
  onSessionsEnded: (() => void) | undefined;
}

/**
 * The listeners of this instance, by person: every bus delivers through it, after its own
 * transport (none, PostgreSQL or Redis) has brought the event here.
 */
export class LocalListeners {
  private readonly byUser = new Map<string, Set<Listening>>();

  add(userId: string, onEvent: LiveListener, onSessionsEnded?: () => void): () => void {
    const listeners = this.byUser.get(userId) ?? new Set<Listening>();
    const listening: Listening = { onEvent, onSessionsEnded };
    listeners.add(listening);
    this.byUser.set(userId, listeners);
    return () => {
      listeners.delete(listening);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: BusEvent): void {
    for (const userId of userIds) {
      for (const { onEvent, onSessionsEnded } of this.byUser.get(userId) ?? []) {
        if (event.type === 'sessionsEnded') onSessionsEnded?.();
        else onEvent(event);
      }
    }
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

  subscribe(userId: string, listener: LiveListener, onSessionsEnded?: () => void): () => void {
    return this.listeners.add(userId, listener, onSessionsEnded);
  }

  async close(): Promise<void> {}
}
