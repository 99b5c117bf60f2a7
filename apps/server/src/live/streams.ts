/**
 * The open Server-Sent Events streams of this instance: each is a person's open page, fed from
 * the bus. One heartbeat timer serves them all, so an idle stream costs a socket, a listener
 * and this small record. Each stream remembers the session it was opened with (its id hash),
 * and nothing is written to it (event or heartbeat) before that session is confirmed to exist
 * and not to have expired; a stream whose session is gone is ended.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@neighbourly/shared';
import type { AddressSlot, AddressSlots } from './address-slots.ts';
import type { LiveBus, StreamControl } from './bus.ts';
import type { SessionCheck } from './session-check.ts';

/** Proxies close a connection that is silent for a minute or so; a comment line keeps it open. */
export const HEARTBEAT_MS = 25_000;
/** Open pages per person on one instance: enough for every tab and device, and bounded. */
export const STREAMS_PER_PERSON = 20;
/**
 * A stream ends after this long and the page reconnects at once: it signs in again (the session
 * is touched, and its idle expiry pushed back), and the page catches up as on any reconnect.
 */
export const STREAM_MAX_MS = 60 * 60_000;
/** A page that stops reading is cut off before its unread output grows past this. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * Writes waiting on their session check, per stream: past this the database is far behind, and
 * the stream ends (the page reconnects and catches up) rather than hold the frames in memory.
 */
const MAX_PENDING_WRITES = 100;
/** How long an EventSource waits before reconnecting after the stream ends. */
export const RECONNECT_DELAY_MS = 2000;
/**
 * When this instance stops (issue #32): the streams end with this reconnect delay, so the pages
 * are soon back, on another instance behind a load balancer, or on this one restarted.
 */
export const SHUTDOWN_RECONNECT_MS = 1000;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and some other proxies buffer responses unless told not to.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
};

/** Who a stream is for: the person, and the session it was opened with (its id hash). */
export interface StreamOwner {
  userId: string;
  sessionHash: string;
}

interface Stream extends StreamOwner {
  /** Told to the page first (`hello`): with it, the page says what it watches. */
  id: string;
  /** The topics its page watches now, with the way to stop each. */
  watching: Map<string, () => void>;
  response: ServerResponse;
  openedAt: number;
  /** Writes waiting on their session check. */
  pendingWrites: number;
  stop: () => void;
}

/** An event as an SSE frame; the message id lets EventSource tell where it stopped. */
function frameOf(event: LiveEvent): string {
  const id = event.type === 'message' ? `id: ${event.message.id}\n` : '';
  return `event: ${event.type}\n${id}data: ${JSON.stringify(event)}\n\n`;
}

export class LiveStreams {
  private readonly streams = new Set<Stream>();
  private readonly countByUser = new Map<string, number>();
  /** One event reaches every stream of its people: it is serialized once. */
  private readonly frames = new WeakMap<LiveEvent, string>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** Set once the instance stops: a page that connects again is sent away at once. */
  private closing = false;

  private readonly bus: LiveBus;
  private readonly sessions: SessionCheck;
  private readonly addresses: AddressSlots;

  constructor(bus: LiveBus, sessions: SessionCheck, addresses: AddressSlots) {
    this.bus = bus;
    this.sessions = sessions;
    this.addresses = addresses;
  }

  get size(): number {
    return this.streams.size;
  }

  hasRoomFor(userId: string): boolean {
    return (this.countByUser.get(userId) ?? 0) < STREAMS_PER_PERSON;
  }

  /**
   * Starts the stream on `response` (already taken from the framework) and feeds it; `slot` is
   * its place in its address's cap, given back when it ends.
   */
  open(owner: StreamOwner, slot: AddressSlot, response: ServerResponse, onEnd: () => void): void {
    if (this.closing) {
      // A 200 that ends at once: EventSource tries again after the delay (an error status would
      // make it give up).
      response.writeHead(200, SSE_HEADERS);
      response.end(`retry: ${SHUTDOWN_RECONNECT_MS}\n\n`);
      slot.release();
      onEnd();
      return;
    }
    response.writeHead(200, SSE_HEADERS);
    response.write(`retry: ${RECONNECT_DELAY_MS}\n\n`);
    let unsubscribe = () => {};
    const stream: Stream = {
      ...owner,
      id: randomUUID(),
      watching: new Map(),
      response,
      openedAt: Date.now(),
      pendingWrites: 0,
      stop: () => {
        if (!this.streams.delete(stream)) return;
        unsubscribe();
        this.watchOnly(stream, []);
        slot.release();
        this.countDown(owner.userId);
        if (!response.writableEnded) response.end();
        onEnd();
      },
    };
    this.streams.add(stream);
    this.countByUser.set(owner.userId, (this.countByUser.get(owner.userId) ?? 0) + 1);
    unsubscribe = this.bus.subscribe(
      owner.userId,
      (event) => this.checkThenWrite(stream, this.frame(event)),
      (control) => this.onControl(stream, control),
    );
    response.on('close', stream.stop);
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
    // The page may have left, or signed out, while it was being let in.
    if (response.destroyed || response.socket?.destroyed !== false) stream.stop();
    else this.checkThenWrite(stream, frameOf({ type: 'hello', streamId: stream.id }));
  }

  private onControl(stream: Stream, control: StreamControl): void {
    // Some of the person's sessions ended: this stream checks its own now.
    if (control.type === 'sessionsEnded') this.checkThenWrite(stream, undefined);
    else if (control.streamId === stream.id && this.streams.has(stream))
      this.watchOnly(stream, control.topics);
  }

  /** The stream's page now shows `topics`: it hears their changes, and no others. */
  private watchOnly(stream: Stream, topics: readonly string[]): void {
    for (const [topic, stop] of stream.watching) {
      if (topics.includes(topic)) continue;
      stop();
      stream.watching.delete(topic);
    }
    for (const topic of topics) {
      if (stream.watching.has(topic)) continue;
      const stop = this.bus.watch(topic, (event) => this.checkThenWrite(stream, this.frame(event)));
      stream.watching.set(topic, stop);
    }
  }

  /** Ends every stream (the bus may have lost events: pages reconnect). */
  async endAll(): Promise<void> {
    const closing = [...this.streams].map(
      ({ response, stop }) =>
        new Promise<void>((resolve) => {
          if (response.destroyed) resolve();
          else response.once('close', () => resolve()).once('finish', () => resolve());
          stop();
        }),
    );
    await Promise.all(closing);
  }

  /**
   * The instance stops: every stream ends with a short `retry:` (the pages reconnect after it,
   * elsewhere), and streams opened from now on end at once the same way.
   */
  async endAllForShutdown(): Promise<void> {
    this.closing = true;
    for (const { response } of this.streams) {
      if (!response.writableEnded && !response.destroyed)
        response.write(`retry: ${SHUTDOWN_RECONNECT_MS}\n\n`);
    }
    await this.endAll();
  }

  /**
   * Writes `chunk` (none: only checks) once the stream's session is confirmed; ends the stream
   * instead when the session is gone. Answers come in the order asked, so writes keep theirs.
   */
  private checkThenWrite(stream: Stream, chunk: string | undefined): void {
    if (!this.streams.has(stream)) return;
    if (stream.pendingWrites >= MAX_PENDING_WRITES) return stream.stop();
    stream.pendingWrites += 1;
    this.sessions.check(stream.sessionHash, (holds) => {
      stream.pendingWrites -= 1;
      if (!holds) stream.stop();
      else if (chunk !== undefined && this.streams.has(stream)) this.send(stream, chunk);
    });
  }

  private frame(event: LiveEvent): string {
    let frame = this.frames.get(event);
    if (frame === undefined) {
      frame = frameOf(event);
      this.frames.set(event, frame);
    }
    return frame;
  }

  private send(stream: Stream, chunk: string): void {
    if (stream.response.writableEnded || stream.response.destroyed) return;
    stream.response.write(chunk);
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) stream.response.destroy();
  }

  /** Every 25 s: old streams end, the others get a ping (after their session check). */
  private beat(): void {
    const now = Date.now();
    for (const stream of [...this.streams]) {
      if (now - stream.openedAt >= STREAM_MAX_MS) stream.stop();
      else this.checkThenWrite(stream, ': ping\n\n');
    }
    this.addresses.refresh();
  }

  private countDown(userId: string): void {
    const count = (this.countByUser.get(userId) ?? 1) - 1;
    if (count > 0) this.countByUser.set(userId, count);
    else this.countByUser.delete(userId);
    if (this.streams.size === 0) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }
}
