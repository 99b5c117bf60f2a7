/**
 * What the database holds, for tests that check what a request changed (or did not): one reader
 * per recurring question, so test files do not each write the same query.
 */
import type { FastifyInstance } from 'fastify';

/** The person's role in the group (OWNER, HOST, MEMBER), or undefined when not a member. */
export const groupRoleOf = async (app: FastifyInstance, groupId: string, userId: string) =>
  (
    await app.deps.db
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.role;

/** The person's place at the event (HOST, PARTICIPANT, WAITLISTED), or undefined when none. */
export const eventPlaceOf = async (app: FastifyInstance, eventId: number, userId: string) =>
  (
    await app.deps.db
      .selectFrom('event_participants')
      .select('role')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.role;

/** An event's host and counts, as stored. */
export const eventCountsOf = (app: FastifyInstance, eventId: number) =>
  app.deps.db
    .selectFrom('events')
    .select(['host_id', 'participants_count', 'waitlist_count'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();

/** A group's stored members count. */
export const membersCountOf = async (app: FastifyInstance, groupId: string) =>
  (
    await app.deps.db
      .selectFrom('groups')
      .select('members_count')
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow()
  ).members_count;
