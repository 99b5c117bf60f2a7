import type { SelfUser } from '@neighbourly/shared';
import type { UserRow } from '../../db/types.ts';

/** Whitelists what a user may see of their own account; never the password hash. */
export function toSelfUser(row: Pick<UserRow, 'id' | 'name' | 'has_avatar' | 'role'>): SelfUser {
  return { id: row.id, name: row.name, hasAvatar: row.has_avatar === 1, role: row.role };
}
