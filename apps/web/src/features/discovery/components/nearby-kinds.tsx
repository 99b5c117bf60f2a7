/**
 * The two kinds of discovery panel: Events Nearby and Groups Nearby. They differ
 * only in their words, their calls and how their items show.
 */
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import type { Event, GroupCard as GroupCardData } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/CardGrid.tsx';
import { GroupCard } from '@/features/groups/index.ts';
import { defaultEventsQueryOptions } from '../api/get-default-events.ts';
import { defaultGroupsQueryOptions } from '../api/get-default-groups.ts';
import { searchEventsQueryOptions } from '../api/search-events.ts';
import { searchGroupsQueryOptions } from '../api/search-groups.ts';
import type { NearbyLists } from '../hooks/use-nearby.ts';
import { EventTimeline } from './EventTimeline.tsx';
import { NEARBY_TEXTS, type NearbyKindName } from './nearby-texts.ts';

export type { NearbyKindName } from './nearby-texts.ts';

/** What a panel of each kind lists. */
export interface NearbyItems {
  events: Event;
  groups: GroupCardData;
}

export interface NearbyKind<T> {
  /** Shown over the empty text. */
  icon: ReactNode;
  lists: NearbyLists<T>;
  /** The items as a named list; the cards' headings are one level under the panel's. */
  renderItems: (items: T[], headingComponent: 'h2' | 'h3') => ReactNode;
}

export const NEARBY_KINDS: { [K in NearbyKindName]: NearbyKind<NearbyItems[K]> } = {
  events: {
    icon: <EventBusyOutlinedIcon />,
    lists: { default: defaultEventsQueryOptions, search: searchEventsQueryOptions },
    renderItems: (events, headingComponent) => (
      <EventTimeline
        events={events}
        label={NEARBY_TEXTS.listLabel.events()}
        headingComponent={headingComponent}
      />
    ),
  },
  groups: {
    icon: <GroupsOutlinedIcon />,
    lists: {
      // The default list has no distance (issue #28): with one, an empty search asks instead.
      default: (viewerId, filters) =>
        filters
          ? searchGroupsQueryOptions(viewerId, { searchTerm: '', tagsTerm: '', mine: false, filters })
          : defaultGroupsQueryOptions(viewerId),
      search: searchGroupsQueryOptions,
    },
    renderItems: (groups, headingComponent) => (
      <CardGrid label={NEARBY_TEXTS.listLabel.groups()}>
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} headingComponent={headingComponent} />
          </li>
        ))}
      </CardGrid>
    ),
  },
};
