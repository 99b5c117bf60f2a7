/**
 * A graceful stop on SIGTERM and SIGINT (issue #32), in this order:
 * 1. /readyz answers 503; the live streams end with a short `retry:`; the job runner claims no
 *    more and lets the jobs in hand finish (it hands back, lease released, what it cannot);
 *    every answer from now on says `Connection: close`.
 * 2. After SHUTDOWN_DRAIN_SECONDS (0 by default) the port closes: no new connection is
 *    accepted, idle keep-alive connections are closed (connections.ts).
 * 3. Requests in flight finish; then the database, Redis and the mailer close and the process
 *    exits 0.
 * The whole stop takes at most SHUTDOWN_GRACE_SECONDS: past it, what is left is cut (a warning
 * says how many requests) and the process still exits 0; closing the database and Redis gets the
 * rest of the grace and one more second. A second signal exits at once with 130.
 */
import type { FastifyInstance } from 'fastify';
import { Connections } from './connections.ts';

/** The exit code of a second signal during the stop: cut short, as a shell reports Ctrl-C. */
export const EXIT_ON_SECOND_SIGNAL = 130;
/** Past the grace: how much longer closing the database and Redis may take. */
const CLOSE_AFTER_GRACE_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface GracefulShutdownOptions {
  graceMs: number;
  drainMs: number;
}

/**
 * Stops the app as the header says; resolves with the exit code (0, also when the grace ran
 * out). `app` must be listening.
 */
async function stopGracefully(
  app: FastifyInstance,
  connections: Connections,
  signal: string,
  { graceMs, drainMs }: GracefulShutdownOptions,
): Promise<number> {
  const deadline = Date.now() + graceMs;
  app.log.info(
    { signal, graceMs, drainMs },
    `${signal} received: stopping (readiness 503, then the port closes)`,
  );
  connections.closeAfterAnswers();
  const jobsStopped = app.jobs.stop();
  const listenersDone = app.lifecycle.beginShutdown();
  await sleep(drainMs);

  const drained = connections.stopAccepting();
  let graceOver: NodeJS.Timeout | undefined;
  const outOfTime = new Promise<'late'>((resolve) => {
    graceOver = setTimeout(() => resolve('late'), Math.max(0, deadline - Date.now()));
  });
  const outcome = await Promise.race([
    Promise.all([drained, jobsStopped, listenersDone]).then(() => 'done' as const),
    outOfTime,
  ]);
  clearTimeout(graceOver);
  if (outcome === 'late') {
    const cut = connections.requestsInFlight;
    app.log.warn(
      { requestsCut: cut, graceMs },
      `shutdown grace of ${graceMs / 1000} s is over: cutting ${cut} request${cut === 1 ? '' : 's'} still in flight`,
    );
    connections.destroyAll();
  }
  // The database, Redis and the mailer close (onClose hooks). A query or command that never gets
  // its answer (a partition, a frozen host) would hold the pool's end or Redis' QUIT for good:
  // they get what is left of the grace, and a second.
  const closing = app.close().then(() => 'closed' as const);
  const closed = await Promise.race([
    closing,
    sleep(Math.max(0, deadline - Date.now()) + CLOSE_AFTER_GRACE_MS),
  ]);
  if (closed !== 'closed') app.log.warn('the database or Redis did not close in time: exiting without them');
  app.log.info({ signal }, 'stopped');
  return 0;
}

/**
 * Installs the SIGTERM and SIGINT handlers of a listening app: the first stops it gracefully
 * and exits; a second one during the stop exits at once.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, options: GracefulShutdownOptions): void {
  const connections = new Connections(app.server, app.log);
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, `${signal} received again while stopping: exiting at once`);
      process.exit(EXIT_ON_SECOND_SIGNAL);
    }
    stopping = true;
    stopGracefully(app, connections, signal, options).then(
      (code) => process.exit(code),
      (error: unknown) => {
        app.log.error({ err: error }, 'stopping failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
