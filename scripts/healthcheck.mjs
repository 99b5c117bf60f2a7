#!/usr/bin/env node
/**
 * The image's HEALTHCHECK (the slim base image has no curl): asks the server on this machine for
 * /healthz and exits 0 when it answers {"status":"ok"} within 4 s, 1 otherwise. Liveness only: a
 * database outage is no reason to restart the container. Orchestrators and load balancers ask
 * /readyz whether to send requests (README, "Health and restarts").
 */
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(4000) });
  const body = await response.json();
  if (!response.ok || body.status !== 'ok') throw new Error(`answered ${response.status}`);
  process.exit(0);
} catch (error) {
  console.error(`unhealthy: http://127.0.0.1:${port}/healthz ${error.cause?.code ?? error.message}`);
  process.exit(1);
}
