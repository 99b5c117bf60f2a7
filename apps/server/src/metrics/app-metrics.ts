/**
 * What the app counts (issue #32), as the rest of the code sees it: a few calls, and nothing else
 * to know. With metrics off (no METRICS_TOKEN, no METRICS_PORT) they do nothing and prom-client is
 * never loaded; with them on, prometheus.ts keeps the numbers in the app's own registry.
 */
export interface AppMetrics {
  /** A request answered: its route template (never the raw URL), method, status and duration. */
  requestDone(route: string, method: string, status: number, seconds: number): void;
  liveStreamOpened(): void;
  liveStreamClosed(): void;
  emailSent(): void;
  emailFailed(): void;
}

export const NO_METRICS: AppMetrics = {
  requestDone: () => undefined,
  liveStreamOpened: () => undefined,
  liveStreamClosed: () => undefined,
  emailSent: () => undefined,
  emailFailed: () => undefined,
};
