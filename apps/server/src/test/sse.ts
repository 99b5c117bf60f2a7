/**
 * Server-Sent Events over a real port, as a browser's EventSource reads them: Node's fetch with
 * a streaming reader, parsed into events. (app.inject waits for the whole answer, which a live
 * stream never finishes.)
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@neighbourly/shared';
import type { TestClient } from './client.ts';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** Listens on a free loopback port (unless it listens already); returns the base URL. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  if (!app.server.listening) await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** The Cookie header of a TestClient, for requests that do not go through app.inject. */
export const cookieHeader = (client: TestClient) =>
  [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

export class SseStream {
  /** `retry:` values and `:` comment lines seen so far (heartbeats). */
  readonly retries: number[] = [];
  comments = 0;
  /** The stream's id from its first event (`hello`), which is kept apart from the others. */
  streamId: string | undefined;
  private readonly queue: SseEvent[] = [];
  private waiters: (() => void)[] = [];
  private ended = false;
  private buffer = '';

  readonly response: Response;
  private readonly abort: AbortController;

  private constructor(response: Response, abort: AbortController) {
    this.response = response;
    this.abort = abort;
    // A refusal is an ordinary JSON answer: read it with json().
    if (response.ok) void this.pump();
  }

  /** The body of a refusal (4xx). */
  json(): Promise<unknown> {
    return this.response.json();
  }

  /** GET /live with the client's cookies (or none); the answer's status may be an error. */
  static async open(baseUrl: string, client?: TestClient): Promise<SseStream> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}${API_PATHS.live}`, {
      headers: { accept: 'text/event-stream', ...(client ? { cookie: cookieHeader(client) } : {}) },
      signal: abort.signal,
    });
    return new SseStream(response, abort);
  }

  get status(): number {
    return this.response.status;
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** The next event, or a rejection after `timeoutMs`. */
  async next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length === 0) {
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0 || !(await this.wait(left))) throw new Error(`no event within ${timeoutMs} ms`);
    }
    return this.queue.shift() as SseEvent;
  }

  /** The stream's id, once its first event came; rejects after `timeoutMs`. */
  async id(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.streamId === undefined) {
      if (this.ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0 || !(await this.wait(left))) throw new Error(`no hello within ${timeoutMs} ms`);
    }
    return this.streamId;
  }

  /** The events that arrive within `ms` (none expected, usually). */
  async drain(ms: number): Promise<SseEvent[]> {
    const until = Date.now() + ms;
    while (!this.ended && Date.now() < until) await this.wait(until - Date.now());
    return this.queue.splice(0);
  }

  /** Resolves when the server ends the stream; rejects after `timeoutMs`. */
  async end(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      const left = deadline - Date.now();
      if (left <= 0 || !(await this.wait(left)))
        throw new Error(`the stream is still open after ${timeoutMs} ms`);
    }
  }

  close(): void {
    this.abort.abort();
  }

  /** True when something happened (an event or the end) before `ms`. */
  private wait(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(false);
      }, ms);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      this.waiters.push(wake);
    });
  }

  private wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private async pump(): Promise<void> {
    const body = this.response.body;
    try {
      if (body) {
        const decoder = new TextDecoder();
        for await (const chunk of body) {
          this.buffer += decoder.decode(chunk, { stream: true });
          this.parse();
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: either way the stream has ended.
    }
    this.ended = true;
    this.wakeAll();
  }

  /** Takes every complete block (ended by a blank line) off the buffer. */
  private parse(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      let hasData = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments += 1;
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'retry') this.retries.push(Number(value));
        else if (field === 'data') {
          event.data = hasData ? `${event.data}\n${value}` : value;
          hasData = true;
        }
      }
      if (hasData && event.event === 'hello')
        this.streamId = (JSON.parse(event.data) as { streamId: string }).streamId;
      else if (hasData) this.queue.push(event);
    }
    this.wakeAll();
  }
}
