/**
 * Whether this instance is stopping (issue #32). From the first SIGTERM or SIGINT on, /readyz
 * answers 503 and the parts that hold long work end it: the live streams close with a
 * reconnect hint, the job runner claims no more. graceful.ts begins the shutdown; the parts
 * say what to do then through onShutdown.
 */
export class Lifecycle {
  private stopping = false;
  private readonly listeners: (() => Promise<void> | void)[] = [];

  get shuttingDown(): boolean {
    return this.stopping;
  }

  /** Runs `listener` when the shutdown begins (at once when it has begun already). */
  onShutdown(listener: () => Promise<void> | void): void {
    this.listeners.push(listener);
    if (this.stopping) void Promise.resolve().then(listener);
  }

  /** Marks the instance as stopping; resolves once every listener is done (failed ones too). */
  async beginShutdown(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    await Promise.allSettled(this.listeners.map(async (listener) => listener()));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Stopping or not (issue #32): /readyz and the live streams ask it. */
    lifecycle: Lifecycle;
  }
}
