/**
 * Live delivery: a service publishes an event for some people after its transaction commits,
 * and every open page of those people, on whichever instance it is connected, receives it.
 */
import type { LiveEvent } from '@neighbourly/shared';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  /** Delivers `event` to every listener of each of `userIds`, on every instance. */
  publish(userIds: readonly string[], event: LiveEvent): Promise<void>;
  /** Listens for a person's events on this instance; returns the way to stop. */
  subscribe(userId: string, listener: LiveListener): () => void;
  close(): Promise<void>;
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
