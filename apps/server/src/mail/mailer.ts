/**
 * Sends email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). Without SMTP_URL there is no
 * mailer and the app sends no email at all.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { currentRequestId } from '../http/request-context.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per notification, so a receiving system can tell a repeat. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** A file in the mail; with a `cid`, an inline image the HTML shows as <img src="cid:…">. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  encoding?: 'base64';
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
}

/** The mail server answered for good (5xx): sending the same message again cannot help. */
export class MailRefused extends Error {}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface SmtpError extends Error {
  responseCode?: number;
}

/**
 * Told of each mail's outcome (issue #32): the log line, carrying the id of the request behind
 * the mail (`reqId`), and the metrics' counters.
 */
export interface MailWatch {
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  sent(): void;
  failed(): void;
}

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  watch?: MailWatch,
): Mailer | undefined {
  if (!smtpUrl) return undefined;
  // nodemailer is loaded with the first mail: 15 MB of RSS a server that sends none never needs.
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(smtpUrl);
  };
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      // No address in the log: the Message-ID names the mail, the request id what caused it.
      const about = { reqId: currentRequestId(), messageId: mail.messageId };
      try {
        const smtp = await (transport ??= connect());
        const info = await smtp.sendMail({ from, ...mail });
        // Accepted is final: the caller records it and never sends it again.
        if ((info.accepted ?? []).length === 0) throw new MailRefused(`Refused: ${info.response}`);
        watch?.log.info(about, 'mail sent');
        watch?.sent();
      } catch (error) {
        watch?.log.warn({ ...about, reason: (error as Error).message }, 'mail failed');
        watch?.failed();
        const code = (error as SmtpError).responseCode;
        if (error instanceof MailRefused || (code !== undefined && code >= 500)) {
          throw new MailRefused((error as Error).message);
        }
        throw error;
      }
    },
    close: () => void transport?.then((smtp) => smtp.close()),
  };
}
