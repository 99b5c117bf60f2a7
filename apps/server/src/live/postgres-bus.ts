/**
 * Live delivery across instances on PostgreSQL: each instance keeps one connection of its own
 * that LISTENs on the live channel; publishing is a NOTIFY through the pool. PostgreSQL sends
 * every notification to every listening connection, the publisher's included.
 */
import type pg from 'pg';
import { loadPg, type Db } from '../db/client.ts';
import { notifyChannel } from '../db/notify.ts';
import type { BusEvent } from './bus.ts';
import { encodeRelayed, liveChannelName, RelayedLiveBus } from './relay.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (a 1000-character message fits). */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999;
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface PostgresLiveBusOptions {
  url: string;
  db: Db;
  /** The database schema of this deployment (tests): it gets a channel of its own. */
  schema?: string;
}

/**
 * The NOTIFY payloads of an event: one, unless its people are too many for one payload, then
 * as few as fit. Undefined when the event alone (with one person) is too large.
 */
export function notifyPayloads(userIds: readonly string[], event: BusEvent): string[] | undefined {
  // A page change is for the watchers of its topic, on every instance: no people.
  if (userIds.length === 0) return event.type === 'changed' ? [encodeRelayed([], event)] : [];
  // The payload's size grows by each id's JSON and a comma: counted, not re-encoded.
  const base = Buffer.byteLength(encodeRelayed([], event));
  const batches: string[][] = [];
  let batch: string[] = [];
  let size = base;
  for (const userId of userIds) {
    const added = Buffer.byteLength(JSON.stringify(userId)) + (batch.length > 0 ? 1 : 0);
    if (size + added > NOTIFY_PAYLOAD_MAX_BYTES && batch.length > 0) {
      batches.push(batch);
      batch = [];
      size = base;
    }
    const first = Buffer.byteLength(JSON.stringify(userId));
    size += batch.length > 0 ? added : first;
    if (size > NOTIFY_PAYLOAD_MAX_BYTES) return undefined;
    batch.push(userId);
  }
  batches.push(batch);
  return batches.map((ids) => encodeRelayed(ids, event));
}

export class PostgresLiveBus extends RelayedLiveBus {
  readonly channel: string;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RECONNECT_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  private readonly options: PostgresLiveBusOptions;

  constructor(options: PostgresLiveBusOptions) {
    super();
    this.options = options;
    this.channel = liveChannelName('_', options.schema);
  }

  /** Resolves once this instance listens, so nothing published after it is missed. */
  async start(): Promise<void> {
    await this.listen();
  }

  protected async send(userIds: readonly string[], event: BusEvent): Promise<void> {
    const payloads = notifyPayloads(userIds, event);
    if (payloads === undefined) {
      this.log.error({ type: event.type }, 'live: event too large for NOTIFY, not delivered');
      return;
    }
    try {
      for (const payload of payloads) {
        await notifyChannel(this.options.db, this.channel, payload);
      }
    } catch (error) {
      // The change is committed already; the pages catch up when they next load or reconnect.
      this.log.error({ err: error }, 'live: NOTIFY failed, event not delivered');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private async listen(): Promise<void> {
    const { Client } = loadPg();
    const client = new Client({
      connectionString: this.options.url,
      application_name: `neighbourly-live-${this.channel}`,
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload) this.receive(message.payload);
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (this.closed) await client.end().catch(() => {});
    else this.client = client;
  }

  /** The listening connection failed or ended: listen again, waiting longer after each failure. */
  private dropped(client: pg.Client, error?: Error): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    this.log.warn({ err: error, channel: this.channel }, 'live: lost the LISTEN connection, reconnecting');
    void client.end().catch(() => {});
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
  }

  private async reconnect(): Promise<void> {
    if (this.closed) return;
    try {
      await this.listen();
    } catch (error) {
      this.log.warn({ err: error, retryMs: this.retryMs }, 'live: LISTEN reconnection failed');
      this.scheduleReconnect();
      return;
    }
    if (this.closed) return;
    this.retryMs = RECONNECT_FIRST_MS;
    this.log.info({ channel: this.channel }, 'live: listening again');
    this.gap();
  }
}
