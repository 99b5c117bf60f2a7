/**
 * Live delivery across instances through Redis pub/sub (when REDIS_URL is set): a subscriber
 * connection per instance on the live channel, and a connection to publish on. Redis sends
 * every message to every subscriber, the publisher's own instance included.
 */
import type { Redis } from 'ioredis';
import type { BusEvent } from './bus.ts';
import { encodeRelayed, liveChannelName, RelayedLiveBus } from './relay.ts';

export interface RedisLiveBusOptions {
  url: string;
  /** The database schema of this deployment (tests): it gets a channel of its own. */
  schema?: string;
}

export class RedisLiveBus extends RelayedLiveBus {
  readonly channel: string;
  // Connected by start(), which createLiveBus awaits before the bus is used.
  private subscriber!: Redis;
  private publisher!: Redis;
  /** The subscriber lost its connection since it was last ready. */
  private down = false;

  private readonly options: RedisLiveBusOptions;

  constructor(options: RedisLiveBusOptions) {
    super();
    this.options = options;
    this.channel = `neighbourly:${liveChannelName(':', options.schema)}`;
  }

  /** Resolves once this instance is subscribed, so nothing published after it is missed. */
  async start(): Promise<void> {
    // Loaded here rather than imported: 23 MB of RSS a server without REDIS_URL never needs.
    const { Redis } = await import('ioredis');
    // ioredis reconnects with backoff by itself and subscribes again once connected.
    // Named, so an operator (or a test) can tell this instance's subscriber in CLIENT LIST.
    this.subscriber = new Redis(this.options.url, { connectionName: this.channel.replaceAll(':', '-') });
    this.publisher = new Redis(this.options.url, { maxRetriesPerRequest: 2 });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.receive(message);
    });
    this.subscriber.on('close', () => {
      if (this.down) return;
      this.down = true;
      this.log.warn({ channel: this.channel }, 'live: lost the Redis subscriber connection, reconnecting');
    });
    this.subscriber.on('ready', () => {
      if (!this.down) return;
      this.down = false;
      this.log.info({ channel: this.channel }, 'live: subscribed to Redis again');
      this.gap();
    });
    // Without listeners, ioredis prints connection errors to the console; the app's log has them.
    this.subscriber.on('error', (error: Error) =>
      this.log.warn({ err: error }, 'live: Redis subscriber error'),
    );
    this.publisher.on('error', (error: Error) =>
      this.log.warn({ err: error }, 'live: Redis publisher error'),
    );
    await this.subscriber.subscribe(this.channel);
  }

  protected async send(userIds: readonly string[], event: BusEvent): Promise<void> {
    try {
      await this.publisher.publish(this.channel, encodeRelayed(userIds, event));
    } catch (error) {
      // The change is committed already; the pages catch up when they next load or reconnect.
      this.log.error({ err: error }, 'live: Redis PUBLISH failed, event not delivered');
    }
  }

  async close(): Promise<void> {
    this.down = false;
    this.subscriber.removeAllListeners('close');
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
