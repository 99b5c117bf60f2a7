/**
 * The ZIP of a person's data (issue #32): one JSON file per kind of thing, their pictures as
 * files, and index.html to read it all in a browser (export-index.ts). Built in memory: a
 * person's rows are small, and the pictures are already bounded (re-encoded at upload).
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { AppDeps } from '../../deps.ts';
import {
  blockedBy,
  commentsOf,
  conversationsOf,
  eventsOf,
  groupsOf,
  imagesOf,
  mayReadEvent,
  notificationsOf,
  profileOf,
  requestsOf,
} from './export-data.repository.ts';
import { exportIndexHtml } from './export-index.ts';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
/** Pictures are compressed already: stored as they are. */
const STORED = { level: 0 } as const;

async function profileFile(deps: AppDeps, userId: string) {
  const found = await profileOf(deps.db, userId);
  if (!found) return undefined;
  const { user, email, emailChoices, identities } = found;
  return {
    login: user.id,
    name: user.name,
    city: user.city,
    state: user.state,
    country: user.country,
    homePlace: user.home_place,
    language: user.locale,
    registeredAt: user.registration_date,
    email: email ? { address: email.email, verified: !!email.verified_at } : null,
    emailChoices: emailChoices.map((c) => ({ kind: c.kind, email: c.email === 1 })),
    signInProviders: identities.map((i) => ({ provider: i.provider, linkedAt: i.created_at })),
    suspension: user.suspended_at
      ? { since: user.suspended_at, until: user.suspended_until, reason: user.suspension_reason }
      : null,
  };
}

async function groupFiles(deps: AppDeps, userId: string) {
  const groups = await groupsOf(deps.db, userId);
  const requests = await requestsOf(deps.db, userId);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      type: g.type,
      city: g.city,
      state: g.state,
      country: g.country,
      createdAt: g.created_at,
      ownedByYou: g.owner_id === userId,
    })),
    memberships: {
      memberships: groups.map((g) => ({ groupId: g.id, role: g.role, joinedAt: g.joined_at })),
      requests: requests.map((r) => ({
        groupId: r.group_id,
        groupName: r.group_name,
        askedAt: r.created_at,
      })),
    },
  };
}

async function eventFiles(deps: AppDeps, userId: string) {
  const rows = await eventsOf(deps.db, userId);
  const events = rows.map((e) => {
    const basics = { id: e.id, groupId: e.group_id, name: e.name, hostedByYou: e.host_id === userId };
    if (!basics.hostedByYou && !mayReadEvent(e)) return { ...basics, detailsWithheld: true };
    return {
      ...basics,
      groupName: e.group_name,
      description: e.description,
      location: e.location,
      format: e.format,
      meetingUrl: e.meeting_url,
      type: e.type,
      startsAt: e.start_date_time,
      endsAt: e.end_date_time,
    };
  });
  const rsvps = rows
    .filter((e) => e.my_role !== null)
    .map((e) => ({ eventId: e.id, eventName: e.name, role: e.my_role, at: e.rsvp_at }));
  return { events, rsvps };
}

async function commentsFile(deps: AppDeps, userId: string) {
  return (await commentsOf(deps.db, userId)).map((c) => ({
    id: c.id,
    eventId: c.event_id,
    // Their own words always; the event's name only where they may still read the event (and
    // moderators have not hidden it or its group).
    eventName: Number(c.event_in_sight) > 0 && mayReadEvent(c) ? c.event_name : null,
    groupId: c.group_id,
    text: c.comment,
    writtenAt: c.created_at,
    editedAt: c.edited_at,
    hiddenByModerators: c.hidden !== null,
  }));
}

async function messagesFile(deps: AppDeps, userId: string) {
  return (await conversationsOf(deps.db, userId)).map((c) => ({
    with: { login: c.otherId, name: c.otherName },
    startedAt: c.createdAt,
    messages: c.messages.map((m) => ({
      fromYou: m.sender_id === userId,
      text: m.message,
      sentAt: m.created_at,
    })),
  }));
}

async function notificationsFile(deps: AppDeps, userId: string) {
  return (await notificationsOf(deps.db, userId)).map((n) => ({
    kind: n.kind,
    text: n.text,
    link: n.link,
    at: n.created_at,
    readAt: n.read_at,
  }));
}

/** A stored key as a file name: letters, digits, dot, dash and underscore only. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

async function pictureFiles(deps: AppDeps, userId: string) {
  const files: Record<string, Uint8Array> = {};
  for (const image of await imagesOf(deps.db, userId)) {
    const data = await deps.storage.get(image.storage_key);
    if (!data) continue;
    const extension = image.content_type === 'image/png' ? 'png' : 'jpg';
    const folder = image.kind === 'avatar' ? '' : `${image.kind === 'group' ? 'groups' : 'events'}/`;
    const name = image.kind === 'avatar' ? 'avatar' : safeName(image.owner_key);
    files[`images/${folder}${name}.${extension}`] = new Uint8Array(data);
  }
  return files;
}

export type ExportContents = NonNullable<Awaited<ReturnType<typeof gatherExport>>>;

/**
 * Everything of the person's, section by section, telling `progress` (0–100) as it goes;
 * undefined when the account is gone.
 */
export async function gatherExport(
  deps: AppDeps,
  userId: string,
  progress: (percent: number) => Promise<void>,
) {
  const profile = await profileFile(deps, userId);
  if (!profile) return undefined;
  await progress(10);
  const { groups, memberships } = await groupFiles(deps, userId);
  await progress(25);
  const { events, rsvps } = await eventFiles(deps, userId);
  await progress(40);
  const comments = await commentsFile(deps, userId);
  const messages = await messagesFile(deps, userId);
  const blocked = (await blockedBy(deps.db, userId)).map((b) => ({
    login: b.id,
    name: b.name,
    at: b.created_at,
  }));
  await progress(60);
  const notifications = await notificationsFile(deps, userId);
  const pictures = await pictureFiles(deps, userId);
  await progress(80);
  return {
    profile,
    groups,
    memberships,
    events,
    rsvps,
    comments,
    messages,
    blocked,
    notifications,
    pictures,
  };
}

/** The ZIP of what gatherExport found, prepared at `now` in `locale`'s words. */
export function zipExport(
  contents: ExportContents,
  options: { now: string; locale: Parameters<typeof exportIndexHtml>[1]['locale'] },
) {
  const { pictures, ...data } = contents;
  const files: Zippable = {
    'index.html': strToU8(exportIndexHtml(contents, options)),
  };
  for (const [name, value] of Object.entries(data)) files[`${name}.json`] = json(value);
  for (const [name, bytes] of Object.entries(pictures)) files[name] = [bytes, STORED];
  return Buffer.from(zipSync(files, { level: 6, mtime: new Date(options.now) }));
}
