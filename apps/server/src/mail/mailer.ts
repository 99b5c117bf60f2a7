/**
 * Sends email over SMTP with nodemailer (SMTP_URL, MAIL_FROM). Without SMTP_URL there is no
 * mailer and the app sends no email at all.
 */
import type { Transporter } from 'nodemailer';

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

export function createMailer(smtpUrl: string | undefined, from: string): Mailer | undefined {
  if (!smtpUrl) return undefined;
  // nodemailer is loaded with the first mail: 15 MB of RSS a server that sends none never needs.
  const connect = async (): Promise<Transporter> => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(smtpUrl);
  };
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      const smtp = await (transport ??= connect());
      try {
        const info = await smtp.sendMail({ from, ...mail });
        // Accepted is final: the caller records it and never sends it again.
        if ((info.accepted ?? []).length === 0) throw new MailRefused(`Refused: ${info.response}`);
      } catch (error) {
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
