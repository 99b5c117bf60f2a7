/**
 * The emails' words: each kind's paragraphs, button and footer, laid out by mail/layout.ts (the
 * one layout of every email: HTML, plain text and the logo). Links built from PUBLIC_URL. Every
 * email is in its recipient's language (issue #29), never the sender's.
 */
import type { Locale, NotificationKind } from '@neighbourly/shared';
import {
  mail_open_in_app,
  mail_reason_kind,
  mail_subject,
  mail_verify_action,
  mail_verify_open_link,
  mail_verify_reason,
  mail_verify_someone_asked,
  mail_verify_subject,
} from '@neighbourly/i18n/messages';
import { layOut } from '../../mail/layout.ts';
import type { MailAttachment } from '../../mail/mailer.ts';
import { notificationKindLabel } from '@neighbourly/i18n/notification-kinds';

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
  /** The recipient's language; English when not given. */
  locale?: Locale;
}): RenderedMail {
  const inLocale = { locale: options.locale ?? 'en' };
  const subject = mail_subject({ text: options.text }, inLocale).slice(0, 200);
  return {
    subject,
    ...layOut({
      title: subject,
      paragraphs: [options.text],
      action: { label: mail_open_in_app({}, inLocale), url: options.url },
      reason: mail_reason_kind({ kind: notificationKindLabel(options.kind, inLocale.locale) }, inLocale),
      links: { unsubscribeUrl: options.unsubscribeUrl, settingsUrl: options.settingsUrl },
      homeUrl: options.homeUrl,
      locale: inLocale.locale,
    }),
  };
}

/**
 * To an address nobody has proven yet: fixed words and the link, nothing the requester chose
 * (no name, no login), so it cannot carry someone's message to a stranger. In the language of
 * the account that asked (their own address, as they claim).
 */
export function verificationMail(options: { url: string; homeUrl: string; locale?: Locale }): RenderedMail {
  const inLocale = { locale: options.locale ?? 'en' };
  const subject = mail_verify_subject({}, inLocale);
  return {
    subject,
    ...layOut({
      title: subject,
      paragraphs: [mail_verify_someone_asked({}, inLocale), mail_verify_open_link({}, inLocale)],
      action: { label: mail_verify_action({}, inLocale), url: options.url },
      reason: mail_verify_reason({}, inLocale),
      homeUrl: options.homeUrl,
      locale: inLocale.locale,
    }),
  };
}
