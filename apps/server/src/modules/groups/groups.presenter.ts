import { hiddenNoticeOf } from '../../db/hidden.ts';
import type { Group, GroupCard } from '@neighbourly/shared';
import type { GroupsTable } from '../../db/types.ts';
import type { GroupWithOwner } from './groups.repository.ts';

export function toGroupCard(row: GroupsTable, tags: string[]): GroupCard {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    tags,
    location: { city: row.city, state: row.state, country: row.country },
    membersCount: row.members_count,
    hasLogo: row.has_logo === 1,
  };
}

export function toGroup(row: GroupWithOwner, tags: string[]): Group {
  return {
    ...toGroupCard(row, tags),
    description: row.description,
    owner: { id: row.owner_id, name: row.owner_name },
    // Only its owner and moderators ever get a hidden group (requireGroup).
    hidden: hiddenNoticeOf(row.hidden, row.hidden_reason),
  };
}
