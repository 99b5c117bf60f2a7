/**
 * The emails' words: each kind's paragraphs, button and footer, laid out by mail/layout.ts (the
 * one layout of every email: HTML, plain text and the logo). Links built from PUBLIC_URL, times
 * in Vancouver's zone.
 */
import {
  DATE_TIME_PATTERN,
  NOTIFICATION_KIND_LABELS,
  PRODUCT_NAME,
  type NotificationKind,
} from '@neighbourly/shared';
import { layOut } from '../../mail/layout.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';

/** "Sat, Dec 5, 2026 · 18:30" in Vancouver: the way the app shows times. */
export const formatWhen = (iso: string): string => formatOnCommunityClock(iso, DATE_TIME_PATTERN);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** The logo, shown inline. */
  attachments: MailAttachment[];
}

export function notificationMail(options: {
  kind: NotificationKind;
  text: string;
  url: string;
  unsubscribeUrl: string;
  settingsUrl: string;
  homeUrl: string;
}): RenderedMail {
  const subject = `${PRODUCT_NAME}: ${options.text}`.slice(0, 200);
  return {
    subject,
    ...layOut({
      title: subject,
      paragraphs: [options.text],
      action: { label: `Open in ${PRODUCT_NAME}`, url: options.url },
      reason: `You get this email because “${NOTIFICATION_KIND_LABELS[options.kind]}” is on in your notification settings.`,
      links: { unsubscribeUrl: options.unsubscribeUrl, settingsUrl: options.settingsUrl },
      homeUrl: options.homeUrl,
    }),
  };
}

/**
 * To an address nobody has proven yet: fixed words and the link, nothing the requester chose
 * (no name, no login), so it cannot carry someone's message to a stranger.
 */
export function verificationMail(options: { url: string; homeUrl: string }): RenderedMail {
  const subject = `${PRODUCT_NAME}: confirm your email address`;
  return {
    subject,
    ...layOut({
      title: subject,
      paragraphs: [
        `Someone asked to use this address for a ${PRODUCT_NAME} account; if it was not you, ignore this.`,
        'To confirm it, open the link below. It works for 24 hours.',
      ],
      action: { label: 'Confirm this address', url: options.url },
      reason: `${PRODUCT_NAME} sends nothing more to this address unless it is confirmed.`,
      homeUrl: options.homeUrl,
    }),
  };
}
