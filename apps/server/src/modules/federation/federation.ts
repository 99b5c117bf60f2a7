/**
 * Neighbourly on the fediverse, through Fedify: every public group is a `Group` actor that remote
 * accounts follow; the instance itself is an `Application` actor. Fedify answers WebFinger and
 * NodeInfo, signs what we send and verifies what we receive; its caches and idempotence marks
 * live in our database (DatabaseKvStore) and its deliveries in our job table (JobTableMessageQueue).
 */
import {
  createExponentialBackoffPolicy,
  createFederation,
  kvCache,
  type Context,
  type Federation,
} from '@fedify/fedify';
import { Application, Endpoints, Group, Image } from '@fedify/vocab';
import { API_PATHS, PRODUCT_NAME } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { findEventById, groupPageUrl, tagsOfEvents } from '../events/index.ts';
import { countFollowersOf, findGroup } from '../groups/index.ts';
import { federatedGroup } from './federated-group.ts';
import { guardedAuthenticatedLoader, guardedDocumentLoader } from './document-loader.ts';
import { buildEventObject, textAsHtml } from './event-object.ts';
import {
  followersOf,
  groupIdByHandle,
  groupKeyOwner,
  INSTANCE_KEY_OWNER,
  localCounts,
} from './federation.repository.ts';
import { registerInbox } from './inbox.ts';
import { existingKeyPairsOf, keyPairsOf } from './keys.ts';
import { DatabaseKvStore } from './kv.repository.ts';
import type { JobTableMessageQueue } from './message-queue.ts';
import { recipientOf, recipientsOf } from './recipients.ts';
import { ExtendedEvent, instantOf } from './vocabulary.ts';

/** The instance actor's identifier: a dot, which no group id has. */
export const INSTANCE_ACTOR = 'instance.actor';
const FOLLOWERS_PAGE = 100;

/**
 * A group that no longer federates (made private, or hidden by moderators) keeps a bare actor:
 * its keys and nothing about it, so the servers it federated with can check the Deletes of its
 * events, signed by it. WebFinger does not find it and nobody can follow it.
 */
async function retiredGroupActor(ctx: Context<void>, deps: AppDeps, identifier: string) {
  const keys = await ctx.getActorKeyPairs(identifier);
  // A deleted group keeps its keys while its Deletes go out (group-departure.ts).
  if (keys.length === 0) return null;
  return new Group({
    id: ctx.getActorUri(identifier),
    inbox: ctx.getInboxUri(identifier),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
    discoverable: false,
    manuallyApprovesFollowers: true,
  });
}

export async function groupActor(ctx: Context<void>, deps: AppDeps, identifier: string) {
  const group = await federatedGroup(deps, identifier);
  if (!group) return retiredGroupActor(ctx, deps, identifier);
  const keys = await ctx.getActorKeyPairs(identifier);
  const publicUrl = deps.config.publicUrl;
  return new Group({
    id: ctx.getActorUri(identifier),
    preferredUsername: group.handle,
    name: group.name,
    summary: textAsHtml(group.description),
    url: new URL(groupPageUrl(publicUrl, group.id)),
    ...(group.has_logo === 1
      ? {
          icon: new Image({
            url: new URL(`${publicUrl}${API_PATHS.groupImage}?groupId=${encodeURIComponent(group.id)}`),
            mediaType: 'image/jpeg',
          }),
        }
      : {}),
    published: instantOf(group.created_at),
    inbox: ctx.getInboxUri(identifier),
    outbox: ctx.getOutboxUri(identifier),
    followers: ctx.getFollowersUri(identifier),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
    discoverable: true,
    manuallyApprovesFollowers: false,
  });
}

function instanceActor(ctx: Context<void>, keys: Awaited<ReturnType<Context<void>['getActorKeyPairs']>>) {
  return new Application({
    id: ctx.getActorUri(INSTANCE_ACTOR),
    preferredUsername: ctx.host,
    name: PRODUCT_NAME,
    inbox: ctx.getInboxUri(INSTANCE_ACTOR),
    outbox: ctx.getOutboxUri(INSTANCE_ACTOR),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    publicKey: keys[0]?.cryptographicKey,
    assertionMethods: keys.map((key) => key.multikey),
    manuallyApprovesFollowers: true,
    discoverable: false,
  });
}

function registerActors(federation: Federation<void>, deps: AppDeps) {
  federation
    .setActorDispatcher('/ap/groups/{identifier}', async (ctx, identifier) => {
      if (identifier === INSTANCE_ACTOR) return instanceActor(ctx, await ctx.getActorKeyPairs(identifier));
      return groupActor(ctx, deps, identifier);
    })
    .setKeyPairsDispatcher(async (_ctx, identifier) => {
      if (identifier !== INSTANCE_ACTOR && !(await findGroup(deps.db, identifier))) {
        return existingKeyPairsOf(deps.db, groupKeyOwner(identifier));
      }
      return keyPairsOf(
        deps.db,
        identifier === INSTANCE_ACTOR ? INSTANCE_KEY_OWNER : groupKeyOwner(identifier),
      );
    })
    .mapHandle(async (ctx, username) => {
      if (username === ctx.host) return INSTANCE_ACTOR;
      const groupId = await groupIdByHandle(deps.db, username);
      return groupId && (await federatedGroup(deps, groupId)) ? groupId : null;
    });

  federation
    .setFollowersDispatcher('/ap/groups/{identifier}/followers', async (_ctx, identifier, cursor) => {
      if (!(await federatedGroup(deps, identifier))) return null;
      // Without a cursor Fedify wants them all (it sends to the followers and reads no further
      // page); the collection served over HTTP starts at the first cursor and goes by pages.
      if (cursor === null) return { items: await recipientsOf(deps.db, identifier) };
      const offset = Number(cursor);
      const rows = await followersOf(deps.db, identifier)
        .orderBy('remote_actors.id')
        .limit(FOLLOWERS_PAGE + 1)
        .offset(Number.isFinite(offset) ? offset : 0)
        .execute();
      return {
        items: rows.slice(0, FOLLOWERS_PAGE).map(recipientOf),
        nextCursor: rows.length > FOLLOWERS_PAGE ? String(offset + FOLLOWERS_PAGE) : null,
      };
    })
    .setCounter((_ctx, identifier) => countFollowersOf(deps.db, identifier))
    .setFirstCursor(() => '0');

  // The outbox is not listed (events reach followers as they happen); its size is 0.
  federation.setOutboxDispatcher('/ap/groups/{identifier}/outbox', () => ({ items: [] })).setCounter(() => 0);
}

function registerEvents(federation: Federation<void>, deps: AppDeps) {
  federation.setObjectDispatcher(ExtendedEvent, '/ap/events/{id}', async (ctx, values) => {
    const eventId = Number(values.id);
    if (!Number.isSafeInteger(eventId)) return null;
    const event = await findEventById(deps.db, eventId);
    if (!event || event.type !== 'PUBLIC' || event.hidden !== null) return null;
    if (!(await federatedGroup(deps, event.group_id))) return null;
    return buildEventObject(ctx, deps, event, (await tagsOfEvents(deps.db, [event.id])).get(event.id) ?? []);
  });
}

function registerNodeInfo(federation: Federation<void>, deps: AppDeps) {
  federation.setNodeInfoDispatcher('/nodeinfo/2.1', async () => {
    const { users, events } = await localCounts(deps.db);
    return {
      software: { name: 'neighbourly', version: '0.1.0', homepage: new URL(deps.config.publicUrl) },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: users }, localPosts: events, localComments: 0 },
      metadata: { nodeName: PRODUCT_NAME, nodeDescription: 'Community groups and events for Vancouver' },
    };
  });
}

/**
 * Builds the federation (federation-loader.ts does, on first need); its queue runs on the job
 * table (startQueue hands Fedify's handler over).
 */
export function buildFederation(deps: AppDeps, queue: JobTableMessageQueue): Federation<void> {
  const config = deps.config.federation;
  const kv = new DatabaseKvStore(deps.db);
  const federation = createFederation<void>({
    kv,
    queue,
    manuallyStartQueue: true,
    origin: deps.config.publicUrl,
    // Remote documents (actors, their keys) are cached five minutes, Fedify's default.
    documentLoaderFactory: () => kvCache({ loader: guardedDocumentLoader(config), kv }),
    authenticatedDocumentLoaderFactory: guardedAuthenticatedLoader(config),
    // A dead server: tried for about a day (30 s doubling to 6 h, 12 times: 20 h), then no more.
    outboxRetryPolicy: createExponentialBackoffPolicy({
      initialDelay: { seconds: 30 },
      maxDelay: { hours: 6 },
      maxAttempts: 12,
    }),
    inboxRetryPolicy: createExponentialBackoffPolicy({ maxAttempts: 5 }),
    // A server that fails 5 times in 10 minutes is held half an hour, not tried for every event;
    // what waits for it is dropped after a day, as the retries stop.
    circuitBreaker: { heldActivityTtl: { hours: 24 } },
    signatureTimeWindow: { hours: 1 },
  });
  registerActors(federation, deps);
  registerEvents(federation, deps);
  registerNodeInfo(federation, deps);
  registerInbox(federation, deps);
  return federation;
}
