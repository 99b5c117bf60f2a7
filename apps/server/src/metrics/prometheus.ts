/**
 * The app's metrics in a prom-client registry of its own (not the global one: tests run several
 * apps in one process). Requests, live streams and emails are counted as they happen; the job
 * table and the database pool are read when scraped (one query for the jobs).
 */
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.ts';
import { openJobCounts, type OpenJobCounts } from '../jobs/queue.ts';
import type { AppMetrics } from './app-metrics.ts';

/** Seconds: a cached list answers in a millisecond, an upload or an import takes seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface MetricSources {
  db: Db;
  /** PostgreSQL's pool; SQLite has one connection and no pool metrics. */
  pool: Pool | undefined;
}

export class PrometheusMetrics implements AppMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'route' | 'method' | 'status_code'>;
  private readonly durations: Histogram<'route' | 'method' | 'status_code'>;
  private readonly liveStreams: Gauge;
  private readonly emailsSent: Counter;
  private readonly emailsFailed: Counter;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    const labelNames = ['route', 'method', 'status_code'] as const;
    this.requests = new Counter({
      name: 'neighbourly_http_requests_total',
      help: 'HTTP requests answered, by route template, method and status.',
      labelNames,
      registers,
    });
    this.durations = new Histogram({
      name: 'neighbourly_http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by route template, method and status.',
      labelNames,
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.liveStreams = new Gauge({
      name: 'neighbourly_live_streams_open',
      help: 'Live update streams (GET /live) open on this instance.',
      registers,
    });
    this.emailsSent = new Counter({
      name: 'neighbourly_emails_sent_total',
      help: 'Emails the mail server accepted.',
      registers,
    });
    this.emailsFailed = new Counter({
      name: 'neighbourly_emails_failed_total',
      help: 'Emails that could not be sent (tried again later, or given up when refused for good).',
      registers,
    });
    registerJobGauges(this.registry, sources.db);
    if (sources.pool) registerPoolGauges(this.registry, sources.pool);
    // Process metrics (CPU, memory, event loop lag, GC) under their usual names.
    collectDefaultMetrics({ register: this.registry });
  }

  requestDone(route: string, method: string, status: number, seconds: number): void {
    const labels = { route, method, status_code: String(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  liveStreamOpened(): void {
    this.liveStreams.inc();
  }

  liveStreamClosed(): void {
    this.liveStreams.dec();
  }

  emailSent(): void {
    this.emailsSent.inc();
  }

  emailFailed(): void {
    this.emailsFailed.inc();
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}

/**
 * Jobs waiting (due, unclaimed), running (claimed) and failed (given up), by type, and the age of
 * the oldest due job. The registry collects every metric at once: the four gauges share one query.
 */
function registerJobGauges(registry: Registry, db: Db): void {
  let reading: Promise<OpenJobCounts[]> | undefined;
  /** Types seen once stay at 0 rather than vanish when their jobs are done. */
  const typesSeen = new Set<string>();
  const read = () => {
    reading ??= openJobCounts(db, new Date().toISOString()).finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const byType = (name: string, help: string, value: (row: OpenJobCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['type'],
      registers: [registry],
      async collect() {
        const rows = await read();
        for (const row of rows) typesSeen.add(row.type);
        for (const type of typesSeen) {
          const row = rows.find((candidate) => candidate.type === type);
          this.set({ type }, row ? value(row) : 0);
        }
      },
    });
  byType('neighbourly_jobs_waiting', 'Jobs due and not claimed yet, by type.', (row) => row.waiting);
  byType(
    'neighbourly_jobs_running',
    'Jobs claimed by an instance and not finished, by type.',
    (row) => row.running,
  );
  byType(
    'neighbourly_jobs_failed',
    'Jobs given up (kept with their last error), by type.',
    (row) => row.failed,
  );
  new Gauge({
    name: 'neighbourly_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due and unclaimed job has waited (0: none waits).',
    registers: [registry],
    async collect() {
      const due = (await read()).flatMap((row) => (row.oldestDue ? [Date.parse(row.oldestDue)] : []));
      this.set(due.length > 0 ? Math.max(0, (Date.now() - Math.min(...due)) / 1000) : 0);
    },
  });
}

/** PostgreSQL connections in use (out of the pool) and queries waiting for one. */
function registerPoolGauges(registry: Registry, pool: Pool): void {
  new Gauge({
    name: 'neighbourly_db_pool_in_use',
    help: 'Database connections in use (PostgreSQL pool).',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'neighbourly_db_pool_waiting',
    help: 'Queries waiting for a free database connection (PostgreSQL pool).',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
