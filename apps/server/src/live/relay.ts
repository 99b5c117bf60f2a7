/**
 * What the buses that cross instances (PostgreSQL, Redis) share: an event travels as one JSON
 * message {userIds, event} on a channel every instance listens to, and each instance hands it
 * to its own listeners. The publisher hears its own message too, and delivers only then, so
 * every listener gets an event exactly once whichever instance published it.
 */
import { z } from 'zod';
import { liveEventSchema, type PageChangedEvent } from '@neighbourly/shared';
import {
  LocalListeners,
  type BusEvent,
  type ControlListener,
  type LiveBus,
  type LiveListener,
  type LiveLog,
  type WatchListener,
} from './bus.ts';

const relayedSchema = z.object({
  userIds: z.array(z.string()),
  event: z.union([
    liveEventSchema,
    z.object({ type: z.literal('sessionsEnded') }),
    z.object({ type: z.literal('watch'), streamId: z.string(), topics: z.array(z.string()) }),
  ]),
});
type Relayed = z.infer<typeof relayedSchema>;

const silent: LiveLog = { info: () => {}, warn: () => {}, error: () => {} };

/** The channel of a deployment; tests give each database schema its own, so runs do not mix. */
export function liveChannelName(separator: string, schema: string | undefined): string {
  return schema ? `live${separator}${schema}` : 'live';
}

export function encodeRelayed(userIds: readonly string[], event: BusEvent): string {
  return JSON.stringify({ userIds, event } satisfies { userIds: readonly string[]; event: BusEvent });
}

export abstract class RelayedLiveBus implements LiveBus {
  readonly listeners = new LocalListeners();
  protected log: LiveLog = silent;
  private readonly gapCallbacks = new Set<() => void>();

  abstract close(): Promise<void>;
  /** Sends one message to every instance; `userIds` is empty for a page change. */
  protected abstract send(userIds: readonly string[], event: BusEvent): Promise<void>;

  async publish(userIds: readonly string[], event: BusEvent): Promise<void> {
    if (userIds.length > 0) await this.send(userIds, event);
  }

  async announce(event: PageChangedEvent): Promise<void> {
    await this.send([], event);
  }

  subscribe(userId: string, listener: LiveListener, onControl?: ControlListener): () => void {
    return this.listeners.add(userId, listener, onControl);
  }

  watch(topic: string, listener: WatchListener): () => void {
    return this.listeners.watch(topic, listener);
  }

  onGap(callback: () => void): () => void {
    this.gapCallbacks.add(callback);
    return () => this.gapCallbacks.delete(callback);
  }

  useLogger(log: LiveLog): void {
    this.log = log;
  }

  /** A message heard on the channel: this instance's listeners of its people get the event. */
  protected receive(payload: string): void {
    let relayed: Relayed;
    try {
      relayed = relayedSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ bytes: payload.length }, 'live: ignored a malformed message on the live channel');
      return;
    }
    try {
      this.listeners.deliver(relayed.userIds, relayed.event);
    } catch (error) {
      this.log.error({ err: error }, 'live: a listener failed');
    }
  }

  /** The transport came back after a drop: what was sent meanwhile never reached this instance. */
  protected gap(): void {
    for (const callback of [...this.gapCallbacks]) callback();
  }
}
