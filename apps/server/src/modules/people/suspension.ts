import type { UsersTable } from '../../db/types.ts';

/** Suspended now (issue #27): since `suspended_at`, until `suspended_until` (null: for good). */
export const isSuspended = (
  person: Pick<UsersTable, 'suspended_at' | 'suspended_until'>,
  now: string,
): boolean =>
  person.suspended_at !== null && (person.suspended_until === null || person.suspended_until > now);
