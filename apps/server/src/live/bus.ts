/**
 * Live delivery: a service publishes an event for some people after its transaction commits,
 * and every open page of those people, on whichever instance it is connected, receives it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@neighbourly/shared';

export type LiveListener = (event: LiveEvent) => void;
/** Where a bus reports its transport's troubles (the app's logger). */
export type LiveLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface LiveBus {
  /** Delivers `event` to every listener of each of `userIds`, on every instance. */
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** Listens for a person's events on this instance; returns the way to stop. */
  subscribe(userId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
  /**
   * Calls back when events may have been lost on this instance (its transport to the other
   * instances dropped and came back), so open pages reconnect and catch up. Memory never drops.
   */
  onGap?(callback: () => void): () => void;
  /** Gives the bus the app's logger (silent until then). */
  useLogger?(log: LiveLog): void;
}

/**
 * The listeners of this instance, by person: every bus delivers through it, after its own
 * transport (none, PostgreSQL or Redis) has brought the event here.
 */
export class LocalListeners {
  private readonly byUser = new Map<string, Set<LiveListener>>();

  add(userId: string, listener: LiveListener): () => void {
    const listeners = this.byUser.get(userId) ?? new Set<LiveListener>();
    listeners.add(listener);
    this.byUser.set(userId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userIds: readonly string[], event: LiveEvent): void {
    for (const userId of userIds) {
      for (const listener of this.byUser.get(userId) ?? []) listener(event);
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

  async publish(userIds: readonly string[], event: LiveEvent): Promise<void> {
    this.listeners.deliver(userIds, event);
  }

  subscribe(userId: string, listener: LiveListener): () => void {
    return this.listeners.add(userId, listener);
  }

  async close(): Promise<void> {}
}
