import { hiddenNoticeOf } from '../../db/hidden.ts';
import type { Group, GroupCard } from '@neighbourly/shared';
import type { GroupsTable } from '../../db/types.ts';
import type { GroupWithOwner } from './groups.repository.ts';

/** `distanceKm`: how far its home place is from the point a search measured from. */
export function toGroupCard(row: GroupsTable, tags: string[], distanceKm?: number): GroupCard {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tags,
    location: { city: row.city, state: row.state, country: row.country },
    membersCount: row.members_count,
    hasLogo: row.has_logo === 1,
    homePlace: row.home_place,
    ...(distanceKm !== undefined && { distanceKm }),
  };
}

export function toGroup(row: GroupWithOwner, tags: string[], fediverse: Group['fediverse'] = null): Group {
  return {
    ...toGroupCard(row, tags),
    handle: row.handle,
    fediverse,
    description: row.description,
    owner: { id: row.owner_id, name: row.owner_name },
    // Only its owner and moderators ever get a hidden group (requireGroup).
    hidden: hiddenNoticeOf(row.hidden, row.hidden_reason),
  };
}
