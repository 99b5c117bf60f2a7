/**
 * Runs due jobs: each instance polls the job table, claims a few, runs each type's handler,
 * and records the outcome. A failure is tried again later, each time after a longer wait, and
 * given up (logged as an error) a day after the job was written, or at once when the handler
 * says retrying cannot help.
 *
 * A claim is a short lease (30 s) renewed every 10 s while the instance holds the jobs, so the
 * jobs of an instance that dies are taken again within half a minute. Stopping claims no more,
 * lets the job in hand finish for a short grace, and hands back the jobs it has not finished.
 */
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Dialect } from '../db/client.ts';
import { runForRequest } from '../http/request-context.ts';
import {
  claimDue,
  completeJob,
  giveUpJob,
  pruneDoneJobs,
  releaseJobs,
  renewLeases,
  retryJobAt,
  type Claim,
  type JobRow,
} from './queue.repository.ts';

/** A job's start is logged at debug, where the logger has it (tests pass a quiet one without). */
type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> & Partial<Pick<FastifyBaseLogger, 'debug'>>;

export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

export interface HandlerOptions {
  /**
   * Jobs of this type may run side by side, up to this many at once (deliveries to other
   * servers: each mostly waits on the network). Others run one at a time, in order.
   */
  concurrency?: number;
}

/** Thrown by a handler when trying again cannot help (say, the mail server refused the address). */
export class PermanentJobError extends Error {}

export interface JobRunnerOptions {
  pollMs: number;
  /** How long a claim lasts unless renewed: how long the jobs of a dead instance wait. */
  leaseMs: number;
  /** How often the leases of the jobs held are renewed (well under leaseMs). */
  renewEveryMs: number;
  /** How long stopping waits for the job in hand before handing it back too. */
  stopGraceMs: number;
  /** Jobs claimed at a time. */
  batch: number;
  /** From the job's writing: past this, a failing job is given up. */
  giveUpAfterMs: number;
}

const DEFAULTS: JobRunnerOptions = {
  pollMs: 1_000,
  leaseMs: 30_000,
  renewEveryMs: 10_000,
  stopGraceMs: 5_000,
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
  private readonly concurrency = new Map<string, number>();
  private readonly options: JobRunnerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private lastPrune = 0;
  private stopped = true;
  /** Set by stop(): no job of a claimed batch starts any more. */
  private closing = false;
  /** The batch in hand: its token and the ids of its jobs not finished yet. */
  private held: { token: string; ids: Set<number> } | undefined;

  private readonly db: Db;
  private readonly dialect: Dialect;
  private readonly log: JobLog;

  constructor(db: Db, dialect: Dialect, log: JobLog, options: Partial<JobRunnerOptions> = {}) {
    this.db = db;
    this.dialect = dialect;
    this.log = log;
    this.options = { ...DEFAULTS, ...options };
  }

  handle(type: string, handler: JobHandler, options: HandlerOptions = {}): void {
    if (this.handlers.has(type)) throw new Error(`Two handlers for the job type ${type}`);
    this.handlers.set(type, handler);
    if (options.concurrency && options.concurrency > 1) this.concurrency.set(type, options.concurrency);
  }

  start(): void {
    this.stopped = false;
    this.closing = false;
    this.schedule(0);
  }

  /**
   * Stops polling and claiming, waits for the job in hand at most `stopGraceMs`, and hands back
   * every job still held (the one in hand too, past the grace), for another instance at once.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    let grace: NodeJS.Timeout | undefined;
    const graceOver = new Promise<void>((resolve) => {
      grace = setTimeout(resolve, this.options.stopGraceMs);
    });
    await Promise.race([this.running.then(noop, noop), graceOver]);
    clearTimeout(grace);
    await this.releaseHeld();
  }

  /** How many claimed jobs this instance holds and has not finished now. */
  holds(): number {
    return this.held?.ids.size ?? 0;
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
    while (!this.closing) {
      const now = Date.now();
      const token = crypto.randomUUID();
      const jobs = await claimDue(this.db, this.dialect, {
        now: new Date(now).toISOString(),
        leaseUntil: this.leaseFrom(now),
        limit: this.options.batch,
        token,
      });
      // Until none is due: a job may queue others (a reminder queues its emails).
      if (jobs.length === 0) break;
      done += await this.runBatch(token, jobs);
    }
    if (!this.closing && Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneDoneJobs(this.db, new Date(Date.now() - KEEP_DONE_MS).toISOString());
    }
    return done;
  }

  private leaseFrom(now: number): string {
    return new Date(now + this.options.leaseMs).toISOString();
  }

  /**
   * Runs a claimed batch, renewing the leases of those held meanwhile: one job at a time in
   * order, but the jobs of a type with a concurrency side by side (beside the others).
   */
  private async runBatch(token: string, jobs: JobRow[]): Promise<number> {
    const held = { token, ids: new Set(jobs.map((job) => job.id)) };
    this.held = held;
    const renewal = setInterval(() => void this.renew(held), this.options.renewEveryMs);
    renewal.unref();
    const lanes = new Map<string, JobRow[]>();
    const inOrder: JobRow[] = [];
    for (const job of jobs) {
      if (!this.concurrency.has(job.type)) inOrder.push(job);
      else lanes.set(job.type, [...(lanes.get(job.type) ?? []), job]);
    }
    try {
      // Every lane ends before the batch does (its leases are renewed until then), even when
      // one of them fails.
      const outcomes = await Promise.allSettled([
        this.runLane(held, inOrder, 1),
        ...[...lanes].map(([type, lane]) => this.runLane(held, lane, this.concurrency.get(type)!)),
      ]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return outcomes.reduce((sum, outcome) => sum + (outcome.status === 'fulfilled' ? outcome.value : 0), 0);
    } finally {
      clearInterval(renewal);
      if (this.closing) await this.releaseHeld();
      if (this.held === held) this.held = undefined;
    }
  }

  /** Runs `jobs` with at most `width` at a time, in their order; returns how many ran. */
  private async runLane(held: { token: string; ids: Set<number> }, jobs: JobRow[], width: number) {
    let next = 0;
    let ran = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        // Stopping starts no more; a job whose lease was lost is another instance's now.
        if (this.closing) return;
        if (!held.ids.has(job.id)) continue;
        await this.run({ id: job.id, token: held.token }, job);
        held.ids.delete(job.id);
        ran++;
      }
    };
    await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
    return ran;
  }

  private async renew(held: { token: string; ids: Set<number> }): Promise<void> {
    if (held.ids.size === 0) return;
    const asked = [...held.ids];
    try {
      const renewed = new Set(await renewLeases(this.db, held.token, asked, this.leaseFrom(Date.now())));
      const lost = asked.filter((id) => !renewed.has(id) && held.ids.has(id));
      if (lost.length > 0) this.log.warn({ jobIds: lost }, 'jobs: leases lost to another instance');
      for (const id of lost) held.ids.delete(id);
    } catch (error) {
      this.log.warn({ err: error }, 'jobs: renewing leases failed');
    }
  }

  /** Hands back the jobs of the batch in hand not finished yet (once: they leave the batch). */
  private async releaseHeld(): Promise<void> {
    const held = this.held;
    if (!held || held.ids.size === 0) return;
    const ids = [...held.ids];
    held.ids.clear();
    try {
      await releaseJobs(this.db, held.token, ids);
      this.log.info({ jobIds: ids }, 'jobs: handed back on stopping');
    } catch (error) {
      this.log.error({ err: error, jobIds: ids }, 'jobs: handing back failed; their leases will run out');
    }
  }

  /** Runs the job as part of the request that enqueued it: what it logs, sends or enqueues too. */
  private async run(claim: Claim, job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.type);
    const about = aboutJob(job);
    const started = Date.now();
    this.log.debug?.(about, 'jobs: started');
    try {
      if (!handler) throw new PermanentJobError(`No handler for the job type ${job.type}`);
      await runForRequest(job.request_id, () => handler(JSON.parse(job.payload) as unknown, job));
      await completeJob(this.db, claim);
      this.log.info({ ...about, durationMs: Date.now() - started }, 'jobs: done');
    } catch (error) {
      await this.failed(claim, job, error);
    }
  }

  private async failed(claim: Claim, job: JobRow, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    const age = Date.now() - Date.parse(job.created_at);
    const about = aboutJob(job);
    if (error instanceof PermanentJobError || age + retryDelayMs(job.attempts) > this.options.giveUpAfterMs) {
      this.log.error({ ...about, attempts: job.attempts, reason }, 'jobs: given up');
      await giveUpJob(this.db, claim, reason);
      return;
    }
    const runAt = new Date(Date.now() + retryDelayMs(job.attempts)).toISOString();
    this.log.warn({ ...about, attempts: job.attempts, reason, runAt }, 'jobs: will retry');
    await retryJobAt(this.db, claim, runAt, reason);
  }
}

const noop = () => undefined;

/** A job's log lines name it and the request that enqueued it (`reqId`, as that request's do). */
const aboutJob = (job: JobRow) => ({ jobId: job.id, type: job.type, reqId: job.request_id ?? undefined });
