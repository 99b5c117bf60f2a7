import { isLocale, type SelfUser, type UserSummary } from '@neighbourly/shared';
import type { UserRow } from '../../db/types.ts';

/** Whitelists what a user may see of their own account; never the password hash. */
export function toSelfUser(
  row: Pick<UserRow, 'id' | 'name' | 'has_avatar' | 'role'> &
    Partial<Pick<UserRow, 'site_role' | 'home_place' | 'locale'>>,
): SelfUser {
  return {
    id: row.id,
    name: row.name,
    hasAvatar: row.has_avatar === 1,
    role: row.role,
    siteRole: row.site_role ?? 'NONE',
    homePlace: row.home_place ?? null,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}

/** How a person appears beside what they did (member, request, attendee, comment, host). */
export function toUserSummary(person: { id: string; name: string; has_avatar: number }): UserSummary {
  return { id: person.id, name: person.name, hasAvatar: person.has_avatar === 1 };
}

/** The signed-in caller, as beside what they just did. */
export function summaryOfCaller(user: { id: string; name: string; hasAvatar: boolean }): UserSummary {
  return { id: user.id, name: user.name, hasAvatar: user.hasAvatar };
}
