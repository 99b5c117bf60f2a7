import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { GroupCard as GroupCardData } from '@neighbourly/shared';
import { CardGrid } from '@/components/CardGrid.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { GroupCard } from '@/features/groups/index.ts';
import { useNearbyGroups } from '../hooks/use-nearby.ts';
import { EMPTY_SEARCH, isSearchTooLong } from '../search-value.ts';
import type { NearbyPanelProps } from './EventsNearbyPanel.tsx';
import { NearbyList } from './NearbyList.tsx';
import { PanelSection } from './PanelSection.tsx';
import { SearchControls } from './SearchControls.tsx';

export const GROUPS_NEARBY_ID = 'groups-nearby';

/**
 * 'Groups Nearby' (spec §2): the default list, or for signed-in users the search by name and
 * #tag with 'Show only my groups', as a grid of group cards.
 */
export function GroupsNearbyPanel({
  search,
  title = 'Groups Nearby',
  titleComponent = 'h2',
  subtitle,
  maxAutoPages = Infinity,
}: NearbyPanelProps) {
  const value = search?.value ?? EMPTY_SEARCH;
  const groups = useNearbyGroups(value);
  const empty = !search
    ? 'No groups nearby yet. Sign in to be the first to create one!'
    : value.mine
      ? 'No groups matching the search found'
      : 'No groups nearby yet. Be the first to create one!';

  return (
    <PanelSection
      id={GROUPS_NEARBY_ID}
      title={title}
      titleComponent={titleComponent}
      subtitle={subtitle}
      controls={
        search && (
          <SearchControls
            value={search.value}
            onChange={search.onChange}
            label="Search groups"
            placeholder="Group name or #tag"
            checkboxLabel="Show only my groups"
          />
        )
      }
    >
      <NearbyList<GroupCardData>
        query={groups}
        noun="groups"
        idle={isSearchTooLong(value.text)}
        empty={<EmptyState icon={<GroupsOutlinedIcon />}>{empty}</EmptyState>}
        maxAutoPages={maxAutoPages}
      >
        {(items) => (
          <CardGrid label="Groups nearby">
            {items.map((group) => (
              <li key={group.id}>
                <GroupCard group={group} headingComponent={titleComponent === 'h1' ? 'h2' : 'h3'} />
              </li>
            ))}
          </CardGrid>
        )}
      </NearbyList>
    </PanelSection>
  );
}
