/**
 * The Event fields Mobilizon and Gancio read beyond ActivityStreams (how to join, capacity, room
 * left, time zone, status), which Fedify's vocabulary does not have. Fedify builds every
 * document from its own classes, so these subclasses add the fields, and their JSON-LD terms,
 * to the JSON their `toJsonLd` makes; clones (Fedify clones activities to sign them) keep them.
 */
import { Create, Event, Update } from '@fedify/vocab';
import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';

/**
 * An ISO instant as the Temporal.Instant Fedify takes: Node has no Temporal yet, so the polyfill
 * Fedify itself uses makes it (its type differs from the built-in one Fedify's types name).
 */
export const instantOf = (iso: string) => TemporalPolyfill.Instant.from(iso) as unknown as Temporal.Instant;

/** Mobilizon's terms, as its own context names them. */
export const EVENT_EXTENSION_CONTEXT = {
  mz: 'https://joinmobilizon.org/ns#',
  sc: 'http://schema.org#',
  pt: 'https://joinpeertube.org/ns#',
  ical: 'http://www.w3.org/2002/12/cal/ical#',
  joinMode: 'mz:joinMode',
  timezone: 'mz:timezone',
  isOnline: 'mz:isOnline',
  participantCount: 'mz:participantCount',
  maximumAttendeeCapacity: 'sc:maximumAttendeeCapacity',
  remainingAttendeeCapacity: 'sc:remainingAttendeeCapacity',
  commentsEnabled: 'pt:commentsEnabled',
} as const;

const EXPANDED: Record<string, string> = {
  joinMode: 'https://joinmobilizon.org/ns#joinMode',
  timezone: 'https://joinmobilizon.org/ns#timezone',
  isOnline: 'https://joinmobilizon.org/ns#isOnline',
  participantCount: 'https://joinmobilizon.org/ns#participantCount',
  maximumAttendeeCapacity: 'http://schema.org#maximumAttendeeCapacity',
  remainingAttendeeCapacity: 'http://schema.org#remainingAttendeeCapacity',
  commentsEnabled: 'https://joinpeertube.org/ns#commentsEnabled',
  'ical:status': 'http://www.w3.org/2002/12/cal/ical#status',
};

const FULL_IRIS = new Set(Object.values(EXPANDED));

export interface EventExtensions {
  /** Mobilizon's: `free` (anyone), `restricted` (members of a private group; never federated). */
  joinMode: 'free' | 'restricted';
  timezone: string;
  isOnline: boolean;
  participantCount: number;
  /** Absent: no limit. */
  maximumAttendeeCapacity?: number;
  remainingAttendeeCapacity?: number;
  commentsEnabled: boolean;
  'ical:status': 'CONFIRMED' | 'CANCELLED';
}

type JsonObject = Record<string, unknown>;
type ToJsonLdOptions = Parameters<Event['toJsonLd']>[0];

const extensionsOf = new WeakMap<object, EventExtensions>();

function withContext(json: JsonObject): JsonObject {
  const context = json['@context'];
  const list = Array.isArray(context) ? context : context === undefined ? [] : [context];
  return { ...json, '@context': [...list, EVENT_EXTENSION_CONTEXT] };
}

function expandedExtensions(extensions: EventExtensions): JsonObject {
  return Object.fromEntries(
    Object.entries(extensions)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [EXPANDED[key]!, [{ '@value': value }]]),
  );
}

/** An Event with Mobilizon's fields. */
export class ExtendedEvent extends Event {
  constructor(values: ConstructorParameters<typeof Event>[0], extensions?: EventExtensions) {
    super(values);
    if (extensions) extensionsOf.set(this, extensions);
  }

  get extensions(): EventExtensions | undefined {
    return extensionsOf.get(this);
  }

  override clone(...args: Parameters<Event['clone']>): Event {
    const copy = super.clone(...args);
    const extensions = extensionsOf.get(this);
    if (extensions) extensionsOf.set(copy, extensions);
    return copy;
  }

  override async toJsonLd(options: ToJsonLdOptions = {}): Promise<unknown> {
    const json = await super.toJsonLd(options);
    const extensions = extensionsOf.get(this);
    if (!extensions) return json;
    if (options?.format === 'expand') {
      const [node, ...rest] = json as JsonObject[];
      return [{ ...node, ...expandedExtensions(extensions) }, ...rest];
    }
    return withContext({ ...(json as JsonObject), ...withoutUndefined(extensions) });
  }
}

const withoutUndefined = (extensions: EventExtensions) =>
  Object.fromEntries(Object.entries(extensions).filter(([, value]) => value !== undefined));

/**
 * The compact form of an activity carrying an ExtendedEvent: Fedify compacts the event with its
 * own terms only, so the extensions go back into `object` here.
 */
async function withEventExtensions(activity: Create | Update, json: unknown, options: ToJsonLdOptions) {
  if (options?.format === 'expand') return json;
  const event = await activity.getObject();
  const extensions = event ? extensionsOf.get(event) : undefined;
  const document = json as JsonObject;
  if (!extensions || typeof document.object !== 'object' || document.object === null) return json;
  // The event came through Fedify's compaction as full IRIs: written once, as terms.
  const object = Object.fromEntries(
    Object.entries(document.object as JsonObject).filter(([key]) => !FULL_IRIS.has(key)),
  );
  return withContext({ ...document, object: { ...object, ...withoutUndefined(extensions) } });
}

export class EventCreate extends Create {
  override async toJsonLd(options: ToJsonLdOptions = {}): Promise<unknown> {
    return withEventExtensions(this, await super.toJsonLd(options), options);
  }
}

export class EventUpdate extends Update {
  override async toJsonLd(options: ToJsonLdOptions = {}): Promise<unknown> {
    return withEventExtensions(this, await super.toJsonLd(options), options);
  }
}
