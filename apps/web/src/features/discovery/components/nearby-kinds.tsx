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

export type NearbyKindName = 'events' | 'groups';

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
      <EventTimeline events={events} label="Events nearby" headingComponent={headingComponent} />
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
      <CardGrid label="Groups nearby">
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} headingComponent={headingComponent} />
          </li>
        ))}
      </CardGrid>
    ),
  },
};

/** Each text of the panels, for both kinds side by side. */
export const NEARBY_TEXTS = {
  /** The section's id (a scroll target). */
  id: { events: 'events-nearby', groups: 'groups-nearby' },
  title: { events: 'Events Nearby', groups: 'Groups Nearby' },
  /** The found count's word for one. */
  one: { events: 'event', groups: 'group' },
  searchLabel: { events: 'Search events', groups: 'Search groups' },
  placeholder: { events: 'Event name or #tag', groups: 'Group name or #tag' },
  checkboxLabel: { events: 'Show only events from my groups', groups: 'Show only my groups' },
  /** Empty, for a visitor. */
  emptyVisitor: {
    events: 'No events nearby yet. Sign in to be the first to create one!',
    groups: 'No groups nearby yet. Sign in to be the first to create one!',
  },
  /** Empty, with the checkbox on. */
  emptyMine: {
    events: 'No events matching the search found',
    groups: 'No groups matching the search found',
  },
  /** Empty otherwise. */
  emptyOther: {
    events: 'No events nearby yet. Be the first to create one!',
    groups: 'No groups nearby yet. Be the first to create one!',
  },
} satisfies Record<string, Record<NearbyKindName, string>>;

/** Empty after a search for `text` (not in the spec): what was searched, in the person's words. */
export const EMPTY_SEARCH_TEXTS: Record<NearbyKindName, (text: string) => string> = {
  events: (text) => `No upcoming events match “${text}”.`,
  groups: (text) => `No groups match “${text}”.`,
};

/** Empty with filters in effect (issue #28): the filter bar's chips undo them. */
export const EMPTY_FILTERED_TEXT = 'Nothing matches these filters.';
