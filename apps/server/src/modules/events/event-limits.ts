/**
 * How much one person or one group may schedule (issue #24): a start at most
 * LIMITS.eventStartMaxDaysAhead days ahead, LIMITS.eventsPerHostPerDay events created by one
 * person in 24 hours (each event of a series counts), LIMITS.groupUpcomingEventsMax upcoming
 * events per group. The counts are read in the database inside the creating transaction, under
 * row locks, so they hold across instances without Redis.
 */
import { LIMITS, MESSAGES, startsTooFarAhead } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { lockGroup } from '../groups/index.ts';
import { lockUser } from '../people/index.ts';
import { countUpcomingEventsOfGroup, eventsCreatedSince, recordEventCreation } from './events.repository.ts';

const DAY_MS = 86_400_000;

/** A new start (created, or moved by an edit): in the future, and not too far ahead. */
export function assertStartAllowed(startDateTime: string) {
  if (Date.parse(startDateTime) <= Date.now()) throw badRequest(MESSAGES.eventDates);
  if (startsTooFarAhead(startDateTime)) throw badRequest(MESSAGES.eventTooFarAhead);
}

/** The creator's row, then the group's (PostgreSQL): what a reservation holds while it counts. */
export async function lockForAllowance(deps: AppDeps, trx: Db, userId: string, groupId: string) {
  await lockUser(deps, trx, userId);
  await lockGroup(trx, deps.dialect, groupId);
}

/**
 * Inside the creating transaction: refuses `count` more events past the creator's allowance
 * for 24 hours (429) or the group's cap on upcoming events (403, as the group allowance is),
 * else notes them against the allowance. The creator's row is locked, then the group's
 * (PostgreSQL; SQLite has one writer), so two creates on any instances count each other.
 */
export async function reserveEventAllowance(
  deps: AppDeps,
  trx: Db,
  reservation: { userId: string; groupId: string; count: number; now: string },
): Promise<void> {
  const { userId, groupId, count, now } = reservation;
  await lockForAllowance(deps, trx, userId, groupId);
  const dayAgo = new Date(Date.parse(now) - DAY_MS).toISOString();
  if ((await eventsCreatedSince(trx, userId, dayAgo)) + count > LIMITS.eventsPerHostPerDay) {
    throw new AppError(429, 'EVENT_DAILY_LIMIT_EXCEEDED', MESSAGES.eventsPerDay);
  }
  if ((await countUpcomingEventsOfGroup(trx, groupId, now)) + count > LIMITS.groupUpcomingEventsMax) {
    throw new AppError(403, 'GROUP_EVENT_LIMIT_EXCEEDED', MESSAGES.groupUpcomingEvents);
  }
  await recordEventCreation(trx, { userId, count, at: now, forgetBefore: dayAgo });
}
