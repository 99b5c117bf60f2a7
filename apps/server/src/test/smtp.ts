/**
 * A real SMTP server on loopback (smtp-server) for the email tests: it keeps what it accepted,
 * parsed (mailparser), and can be told to refuse the next messages, for good or for now.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@neighbourly/shared';
import { expect } from 'vitest';
import type { TestClient } from './client.ts';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  parsed: ParsedMail;
  raw: string;
}

export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Refuse the next N messages with this code (451: try later; 550: never). */
  private refusals: { code: number; left: number } | undefined;
  private readonly server: SMTPServer;
  port = 0;

  /** `delayMs`: each message is accepted only after this long, as a busy mail server does. */
  constructor(options: { delayMs?: number } = {}) {
    const delayMs = options.delayMs ?? 0;
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => (delayMs > 0 ? setTimeout(accept, delayMs) : accept()));
        const accept = () => {
          if (this.refusals && this.refusals.left > 0) {
            this.refusals.left--;
            const error = Object.assign(new Error('Not now'), { responseCode: this.refusals.code });
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          void simpleParser(raw).then((parsed) => {
            this.received.push({ to, parsed, raw });
            callback();
          }, callback);
        };
      },
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  refuseNext(count: number, code: number) {
    this.refusals = { code, left: count };
  }

  /** What reached `address`. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((mail) => mail.to === address);
  }

  clear() {
    this.received.length = 0;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * Gives the signed-in person a verified address the way a person does it: PUT the address, run
 * the jobs, open the link in the verification email this server received. Clears the mailbox.
 */
export async function withVerifiedEmail(
  app: FastifyInstance,
  smtp: TestSmtpServer,
  client: TestClient,
  email: string,
): Promise<void> {
  expect((await client.put(API_PATHS.accountEmail, { email })).statusCode).toBe(200);
  await app.jobs.runDue();
  const mail = smtp.to(email).at(-1);
  const link = /https?:\/\/\S+verifyEmail\?token=[\w.-]+/.exec(mail?.parsed.text ?? '')?.[0];
  expect(link, 'the verification email carries its link').toBeDefined();
  const opened = await client.get(new URL(link!).pathname + new URL(link!).search);
  expect(opened.statusCode).toBe(303);
  expect(opened.headers.location).toBe('/settings/notifications?email=verified');
  smtp.clear();
}
