/**
 * The emails' words and markup: plain text and a small HTML version of the same, links built
 * from PUBLIC_URL, times in Vancouver's zone.
 */
import {
  DATE_TIME_PATTERN,
  NOTIFICATION_KIND_LABELS,
  PRODUCT_NAME,
  type NotificationKind,
} from '@neighbourly/shared';
import { escapeMarkup } from '../../http/markup.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';

/** "Sat, Dec 5, 2026 · 18:30" in Vancouver: the way the app shows times. */
export const formatWhen = (iso: string): string => formatOnCommunityClock(iso, DATE_TIME_PATTERN);

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function layout(paragraphs: string[], action: { label: string; url: string }, footer: string[]) {
  const text = [...paragraphs, '', `${action.label}: ${action.url}`, '', '--', ...footer].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1b1b1b">',
    ...paragraphs.map((p) => `<p>${escapeMarkup(p)}</p>`),
    `<p><a href="${escapeMarkup(action.url)}" style="color:#00695c;font-weight:600">${escapeMarkup(action.label)}</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${footer.map(escapeMarkup).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}

export function notificationMail(options: {
  kind: NotificationKind;
  text: string;
  url: string;
  unsubscribeUrl: string;
  settingsUrl: string;
}): RenderedMail {
  const { text, html } = layout([options.text], { label: 'Open in Neighbourly', url: options.url }, [
    `You get this email because "${NOTIFICATION_KIND_LABELS[options.kind]}" is on in your notification settings.`,
    `Stop these emails: ${options.unsubscribeUrl}`,
    `All settings: ${options.settingsUrl}`,
  ]);
  return { subject: `${PRODUCT_NAME}: ${options.text}`.slice(0, 200), text, html };
}

/**
 * To an address nobody has proven yet: fixed words and the link, nothing the requester chose
 * (no name, no login), so it cannot carry someone's message to a stranger.
 */
export function verificationMail(options: { url: string }): RenderedMail {
  const { text, html } = layout(
    [
      `Someone asked to use this address for a ${PRODUCT_NAME} account; if it was not you, ignore this.`,
      'To confirm it, open the link below. It works for 24 hours.',
    ],
    { label: 'Confirm this address', url: options.url },
    [`${PRODUCT_NAME} sends nothing more to this address unless it is confirmed.`],
  );
  return { subject: `${PRODUCT_NAME}: confirm your email address`, text, html };
}
