import type { UsersTable } from './types.ts';

/**
 * Suspended now (issue #27): since `suspended_at`, until `suspended_until` (null: for good).
 * Here, beside the columns, because signing in (http/session.ts) asks it as well as the modules.
 */
export const isSuspended = (
  person: Pick<UsersTable, 'suspended_at' | 'suspended_until'>,
  now: string,
): boolean =>
  person.suspended_at !== null && (person.suspended_until === null || person.suspended_until > now);
