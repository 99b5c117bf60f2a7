/**
 * Runs due jobs: each instance polls the job table, claims a few, runs each type's handler,
 * and records the outcome. A failure is tried again later, each time after a longer wait, and
 * given up (logged as an error) a day after the job was written, or at once when the handler
 * says retrying cannot help.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/client.ts';
import { claimDue, completeJob, giveUpJob, pruneDoneJobs, retryJobAt, type JobRow } from './queue.ts';

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

/** Thrown by a handler when trying again cannot help (say, the mail server refused the address). */
export class PermanentJobError extends Error {}

export interface JobRunnerOptions {
  pollMs: number;
  /** How long a claimed job is this instance's; longer than any handler should take. */
  leaseMs: number;
  /** Jobs claimed at a time. */
  batch: number;
  /** From the job's writing: past this, a failing job is given up. */
  giveUpAfterMs: number;
}

const DEFAULTS: JobRunnerOptions = {
  pollMs: 1_000,
  leaseMs: 5 * 60_000,
  batch: 20,
  giveUpAfterMs: 24 * 3_600_000,
};
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3_600_000;
const KEEP_DONE_MS = 30 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/** 30 s, 1 min, 2 min … at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly options: JobRunnerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private lastPrune = 0;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  handle(type: string, handler: JobHandler): void {
    if (this.handlers.has(type)) throw new Error(`Two handlers for the job type ${type}`);
    this.handlers.set(type, handler);
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Runs every job due now (tests call it instead of waiting for the poll); returns how many. */
  async runDue(): Promise<number> {
    while (this.running) await this.running;
    this.running = this.drain();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.runDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'jobs: a poll failed'))
        .finally(() => this.schedule(this.options.pollMs));
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const now = Date.now();
      const jobs = await claimDue(this.db, this.dialect, {
        now: new Date(now).toISOString(),
        leaseUntil: new Date(now + this.options.leaseMs).toISOString(),
        limit: this.options.batch,
      });
      for (const job of jobs) await this.run(job);
      done += jobs.length;
      // Until none is due: a job may queue others (a reminder queues its emails).
      if (jobs.length === 0) break;
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneDoneJobs(this.db, new Date(Date.now() - KEEP_DONE_MS).toISOString());
    }
    return done;
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new PermanentJobError(`No handler for the job type ${job.type}`);
      await handler(JSON.parse(job.payload) as unknown, job);
      await completeJob(this.db, job.id);
    } catch (error) {
      await this.failed(job, error);
    }
  }

  private async failed(job: JobRow, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const age = Date.now() - Date.parse(job.created_at);
    if (error instanceof PermanentJobError || age + retryDelayMs(job.attempts) > this.options.giveUpAfterMs) {
      this.log.error({ jobId: job.id, type: job.type, attempts: job.attempts, reason }, 'jobs: given up');
      await giveUpJob(this.db, job.id, reason);
      return;
    }
    const runAt = new Date(Date.now() + retryDelayMs(job.attempts)).toISOString();
    this.log.warn(
      { jobId: job.id, type: job.type, attempts: job.attempts, reason, runAt },
      'jobs: will retry',
    );
    await retryJobAt(this.db, job.id, runAt, reason);
  }
}
