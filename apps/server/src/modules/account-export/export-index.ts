/**
 * index.html of a data export (issue #32): everything in the ZIP, readable in a browser without
 * a connection, in the person's language. Every text that a person wrote (theirs or, for a
 * conversation's other side, a name) goes through escapeMarkup; the page has no script, and
 * its content security policy allows none, nor anything loaded from elsewhere.
 */
import { directionOf, PRODUCT_NAME, type Locale } from '@neighbourly/shared';
import {
  feeds_export_blocked,
  feeds_export_comments,
  feeds_export_conversation_with,
  feeds_export_email,
  feeds_export_events,
  feeds_export_groups,
  feeds_export_hidden,
  feeds_export_intro,
  feeds_export_member_since,
  feeds_export_messages,
  feeds_export_nothing,
  feeds_export_notifications,
  feeds_export_pictures,
  feeds_export_place,
  feeds_export_profile,
  feeds_export_requests,
  feeds_export_title,
  feeds_export_you,
  groups_role_host,
  groups_role_member,
  groups_role_owner,
  labels_group_privacy_private,
  labels_group_privacy_public,
  labels_participant_role_host,
  labels_participant_role_participant,
  labels_participant_role_waitlisted,
} from '@neighbourly/i18n/messages';
import { escapeMarkup as esc } from '../../http/markup.ts';
import { formatWhen } from '../../time/community-clock.ts';
import type { ExportContents } from './export-archive.ts';

type Words = { locale: Locale };

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.75rem}h2{margin-top:2rem;border-bottom:1px solid #ccc}h3{font-size:1.05rem;margin-bottom:.25rem}
ul{padding-inline-start:1.25rem}li{margin:.25rem 0}small{color:#555}img{max-width:12rem;height:auto;margin:.25rem}
.text{white-space:pre-wrap}@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}small{color:#bbb}}`;

const list = (items: string[], words: Words) =>
  items.length === 0 ? `<p>${esc(feeds_export_nothing({}, words))}</p>` : `<ul>${items.join('')}</ul>`;

/** The words for a membership's role, an RSVP's role and a group's privacy (the JSON keeps the codes). */
const WORDS_OF_CODE: Record<string, (inputs: object, words: Words) => string> = {
  'member:OWNER': groups_role_owner,
  'member:HOST': groups_role_host,
  'member:MEMBER': groups_role_member,
  'rsvp:HOST': labels_participant_role_host,
  'rsvp:PARTICIPANT': labels_participant_role_participant,
  'rsvp:WAITLISTED': labels_participant_role_waitlisted,
  'privacy:PUBLIC': labels_group_privacy_public,
  'privacy:PRIVATE': labels_group_privacy_private,
};
const wordsOf = (kind: 'member' | 'rsvp' | 'privacy', code: string | null | undefined, words: Words) => {
  const message = code ? WORDS_OF_CODE[`${kind}:${code}`] : undefined;
  return message ? message({}, words) : (code ?? '');
};

const section = (title: string, file: string, body: string) =>
  `<section><h2>${esc(title)} <small>(${esc(file)})</small></h2>${body}</section>`;

const when = (iso: string | null, words: Words) =>
  iso ? `<small>${esc(formatWhen(iso, words.locale))}</small>` : '';

function profileSection({ profile }: ExportContents, words: Words) {
  const place = [profile.city, profile.state, profile.country].filter(Boolean).join(', ');
  const rows = [
    `<li><strong>${esc(profile.name)}</strong> (@${esc(profile.login)})</li>`,
    `<li>${esc(feeds_export_place({}, words))}: ${esc(place)}</li>`,
    `<li>${esc(feeds_export_member_since({}, words))}: ${when(profile.registeredAt, words)}</li>`,
    ...(profile.email
      ? [`<li>${esc(feeds_export_email({}, words))}: ${esc(profile.email.address)}</li>`]
      : []),
  ];
  return section(feeds_export_profile({}, words), 'profile.json', `<ul>${rows.join('')}</ul>`);
}

function groupsSections(contents: ExportContents, words: Words) {
  const roles = new Map(contents.memberships.memberships.map((m) => [m.groupId, m.role]));
  const groups = contents.groups.map(
    (g) =>
      `<li><strong>${esc(g.name)}</strong> · ${esc(wordsOf('member', roles.get(g.id), words))} · ${esc(wordsOf('privacy', g.type, words))}<div class="text">${esc(g.description)}</div></li>`,
  );
  const requests = contents.memberships.requests.map(
    (r) => `<li>${esc(r.groupName)} ${when(r.askedAt, words)}</li>`,
  );
  return (
    section(feeds_export_groups({}, words), 'groups.json, memberships.json', list(groups, words)) +
    section(feeds_export_requests({}, words), 'memberships.json', list(requests, words))
  );
}

function eventsSection({ events, rsvps }: ExportContents, words: Words) {
  const roles = new Map(rsvps.map((r) => [r.eventId, r.role]));
  const items = events.map((e) => {
    const role = wordsOf('rsvp', e.hostedByYou ? 'HOST' : roles.get(e.id), words);
    if ('detailsWithheld' in e) return `<li><strong>${esc(e.name)}</strong> · ${esc(role)}</li>`;
    return `<li><strong>${esc(e.name)}</strong> · ${esc(role)} · ${esc(e.groupName)} ${when(e.startsAt, words)}<div>${esc(e.location)}</div><div class="text">${esc(e.description)}</div></li>`;
  });
  return section(feeds_export_events({}, words), 'events.json, rsvps.json', list(items, words));
}

function commentsSection({ comments }: ExportContents, words: Words) {
  const items = comments.map(
    (c) =>
      `<li>${c.eventName === null ? '' : `<strong>${esc(c.eventName)}</strong> `}${when(c.writtenAt, words)}${
        c.hiddenByModerators ? ` <small>(${esc(feeds_export_hidden({}, words))})</small>` : ''
      }<div class="text">${esc(c.text)}</div></li>`,
  );
  return section(feeds_export_comments({}, words), 'comments.json', list(items, words));
}

function messagesSection({ messages, blocked }: ExportContents, words: Words) {
  const you = feeds_export_you({}, words);
  const conversations = messages.map((c) => {
    const lines = c.messages.map(
      (m) =>
        `<li><strong>${esc(m.fromYou ? you : c.with.name)}</strong> ${when(m.sentAt, words)}<div class="text">${esc(m.text)}</div></li>`,
    );
    return `<h3>${esc(feeds_export_conversation_with({ name: c.with.name }, words))}</h3>${list(lines, words)}`;
  });
  const blockedItems = blocked.map((b) => `<li>${esc(b.name)} (@${esc(b.login)})</li>`);
  return (
    section(
      feeds_export_messages({}, words),
      'messages.json',
      conversations.length === 0 ? list([], words) : conversations.join(''),
    ) + section(feeds_export_blocked({}, words), 'blocked.json', list(blockedItems, words))
  );
}

function notificationsSection({ notifications }: ExportContents, words: Words) {
  const items = notifications.map((n) => `<li>${esc(n.text)} ${when(n.at, words)}</li>`);
  return section(feeds_export_notifications({}, words), 'notifications.json', list(items, words));
}

function picturesSection({ pictures }: ExportContents, words: Words) {
  const items = Object.keys(pictures).map(
    (name) => `<li><a href="${esc(name)}"><img src="${esc(name)}" alt="${esc(name)}"></a></li>`,
  );
  return section(feeds_export_pictures({}, words), 'images/', list(items, words));
}

export function exportIndexHtml(contents: ExportContents, options: { now: string; locale: Locale }): string {
  const words = { locale: options.locale };
  const title = feeds_export_title({ site: PRODUCT_NAME }, words);
  const intro = feeds_export_intro(
    { site: PRODUCT_NAME, name: contents.profile.name, date: formatWhen(options.now, options.locale) },
    words,
  );
  return `<!doctype html>
<html lang="${esc(options.locale)}" dir="${directionOf(options.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${esc(title)}</h1>
<p>${esc(intro)}</p>
${profileSection(contents, words)}
${groupsSections(contents, words)}
${eventsSection(contents, words)}
${commentsSection(contents, words)}
${messagesSection(contents, words)}
${notificationsSection(contents, words)}
${picturesSection(contents, words)}
</body>
</html>
`;
}
