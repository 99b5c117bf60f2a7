/**
 * A Neighbourly event as an ActivityPub Event, complete as Mobilizon and Gancio read it: times
 * with the community's time zone, the place with its address and pin, the cover, the hashtags,
 * how to join, the capacity and the room left, and whether comments (replies) are welcome.
 * Mastodon shows an Event as a post with its name and a link to `url`.
 */
import { Hashtag, Image, Place, PUBLIC_COLLECTION } from '@fedify/vocab';
import type { Context } from '@fedify/fedify';
import { API_PATHS, COMMUNITY_TIME_ZONE } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { escapeMarkup } from '../../http/markup.ts';
import { eventPageUrl, type EventRow } from '../events/index.ts';
import { ExtendedEvent, instantOf } from './vocabulary.ts';

/** Plain text as HTML paragraphs: escaped, line breaks kept. */
export const textAsHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeMarkup(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

const hashtagName = (tag: string) => `#${tag}`;

export function eventObjectUri(ctx: Context<void>, eventId: number): URL {
  return ctx.getObjectUri(ExtendedEvent, { id: String(eventId) });
}

export function buildEventObject(
  ctx: Context<void>,
  deps: AppDeps,
  event: EventRow,
  tags: readonly string[],
): ExtendedEvent {
  const publicUrl = deps.config.publicUrl;
  const pageUrl = new URL(eventPageUrl(publicUrl, event));
  const hasCover = event.has_logo === 1 || event.series_has_logo === 1;
  const cover = hasCover
    ? new Image({
        url: new URL(
          `${publicUrl}${API_PATHS.eventImage}?groupId=${encodeURIComponent(event.group_id)}&eventId=${event.id}`,
        ),
        mediaType: 'image/jpeg',
      })
    : undefined;
  const online = event.format === 'ONLINE';
  const place = online
    ? undefined
    : new Place({
        name: event.location,
        ...(event.latitude !== null && event.longitude !== null
          ? { latitude: event.latitude, longitude: event.longitude }
          : {}),
      });
  const limit = event.participants_limit;
  return new ExtendedEvent(
    {
      id: eventObjectUri(ctx, event.id),
      name: event.name,
      content:
        textAsHtml(event.description) +
        `<p><a href="${escapeMarkup(pageUrl.href)}">${escapeMarkup(pageUrl.href)}</a></p>`,
      mediaType: 'text/html',
      startTime: instantOf(event.start_date_time),
      endTime: instantOf(event.end_date_time),
      published: instantOf(event.created_at),
      updated: instantOf(event.updated_at),
      url: pageUrl,
      attribution: ctx.getActorUri(event.group_id),
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(event.group_id),
      ...(place ? { location: place } : {}),
      ...(cover ? { image: cover, attachments: [cover] } : {}),
      tags: tags.map(
        (tag) =>
          new Hashtag({
            name: hashtagName(tag),
            href: new URL(`${publicUrl}/searchEvents/${encodeURIComponent(tag)}`),
          }),
      ),
    },
    {
      joinMode: 'free',
      timezone: COMMUNITY_TIME_ZONE,
      isOnline: online,
      participantCount: event.participants_count,
      ...(limit > 0
        ? {
            maximumAttendeeCapacity: limit,
            remainingAttendeeCapacity: Math.max(0, limit - event.participants_count),
          }
        : {}),
      commentsEnabled: true,
      'ical:status': 'CONFIRMED',
    },
  );
}
