/**
 * The server's connections and the requests on them, for a graceful stop (issue #32). Node's
 * own server.close() also drops every connection with no request under way, including one just
 * accepted whose first request is still on its way: its client would see a reset for a request
 * the server had taken. Here the port closes alone; connections that have been answered and
 * wait idle (keep-alive) are closed at once, a fresh one gets a moment for its first request,
 * and every answer from the stop on says `Connection: close`.
 */
import net from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';

/** How long a connection accepted just before the port closed may take to send its request. */
export const FIRST_REQUEST_WAIT_MS = 1000;

interface ConnectionState {
  /** Requests read on it so far. */
  served: number;
  /** Requests on it not answered yet. */
  busy: number;
}

export class Connections {
  private readonly sockets = new Map<net.Socket, ConnectionState>();
  private readonly responses = new Set<ServerResponse>();
  private closing = false;
  private readonly server: Server;
  private readonly log: Pick<FastifyBaseLogger, 'warn'>;

  constructor(server: Server, log: Pick<FastifyBaseLogger, 'warn'>) {
    this.server = server;
    this.log = log;
    server.on('connection', (socket: net.Socket) => {
      this.sockets.set(socket, { served: 0, busy: 0 });
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      this.track(request, response),
    );
  }

  /** Requests not answered yet. */
  get requestsInFlight(): number {
    return this.responses.size;
  }

  /** From now on every answer closes its connection (those already on their way too). */
  closeAfterAnswers(): void {
    this.closing = true;
    for (const response of this.responses) {
      if (!response.headersSent) response.shouldKeepAlive = false;
    }
  }

  /**
   * Closes the port: resolves once every connection has ended (the requests on them answered).
   * Idle keep-alive connections close now, fresh ones once FIRST_REQUEST_WAIT_MS has passed
   * without a request.
   */
  stopAccepting(): Promise<void> {
    this.closeAfterAnswers();
    // net.Server's close: the port only (http.Server's would drop the fresh connections too).
    const ended = new Promise<void>((resolve) =>
      net.Server.prototype.close.call(this.server, () => resolve()),
    );
    for (const [socket, state] of this.sockets) {
      if (state.busy === 0 && state.served > 0) socket.destroy();
    }
    setTimeout(() => {
      const silent = [...this.sockets].filter(([, state]) => state.busy === 0).map(([socket]) => socket);
      for (const socket of silent) socket.destroy();
      if (silent.length > 0) {
        this.log.warn({ connectionsClosedUnused: silent.length }, 'closed connections that sent no request');
      }
    }, FIRST_REQUEST_WAIT_MS).unref();
    return ended;
  }

  /** Past the grace: every connection goes, answered or not. */
  destroyAll(): void {
    for (const socket of this.sockets.keys()) socket.destroy();
  }

  private track(request: IncomingMessage, response: ServerResponse): void {
    const state = this.sockets.get(request.socket);
    if (state) {
      state.served += 1;
      state.busy += 1;
    }
    this.responses.add(response);
    if (this.closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      this.responses.delete(response);
      if (!state) return;
      state.busy -= 1;
      // Answered with keep-alive before the stop began: closed once the answer is written.
      if (this.closing && state.busy === 0 && !request.socket.destroyed) request.socket.destroySoon();
    });
  }
}
