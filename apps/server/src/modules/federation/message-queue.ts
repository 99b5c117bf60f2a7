/**
 * Fedify's message queue on our job table: each message (a delivery to one inbox, a fan-out, an
 * incoming activity to apply) is a job of type `federation`, claimed by whichever instance polls
 * first (FOR UPDATE SKIP LOCKED on PostgreSQL), kept across restarts and taken again when the
 * instance holding it dies. Fedify retries by itself (enqueueing the message again, later), so
 * a job is done once Fedify's handler returns.
 *
 * Messages with an ordering key are not kept in order across instances: a follower may get an
 * event's Update before its Create when both wait on a server that was down, which Mastodon and
 * Mobilizon take as a Create.
 */
import type { MessageQueue, MessageQueueEnqueueOptions, MessageQueueListenOptions } from '@fedify/fedify';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';

export const FEDERATION_JOB = 'federation';
/** Deliveries in flight per instance: enough to hide network waits, few enough for 2 cores. */
const DELIVERIES_AT_ONCE = 8;

type Handler = (message: unknown) => Promise<void> | void;

export class JobTableMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;
  private readonly db: Db;
  private handler: Handler | undefined;
  private readonly listening = Promise.withResolvers<void>();

  /** `start` loads Fedify and starts its queue, which hands its handler over (listen). */
  constructor(db: Db, jobs: JobRunner, start: () => Promise<void>) {
    this.db = db;
    jobs.handle(
      FEDERATION_JOB,
      async (payload) => {
        if (!this.handler) {
          await start();
          await this.listening.promise;
        }
        await this.handler!((payload as { message: unknown }).message);
      },
      // Deliveries wait on other servers: a batch's go out side by side.
      { concurrency: DELIVERIES_AT_ONCE },
    );
  }

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = Math.max(0, options?.delay?.total('millisecond') ?? 0);
    await enqueue(this.db, {
      type: FEDERATION_JOB,
      runAt: new Date(Date.now() + delayMs).toISOString(),
      payload: { message },
    });
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    for (const message of messages) await this.enqueue(message, options);
  }

  /** Keeps Fedify's handler until `signal` aborts; the job runner's polls call it. */
  listen(handler: Handler, options?: MessageQueueListenOptions): Promise<void> {
    this.handler = handler;
    this.listening.resolve();
    return new Promise((resolve) => {
      if (options?.signal?.aborted) return resolve();
      options?.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
  }
}
