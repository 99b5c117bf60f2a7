import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import type { Event } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { useNearbyEvents } from '../hooks/use-nearby.ts';
import { EMPTY_SEARCH, isSearchTooLong, type SearchValue } from '../search-value.ts';
import { EventTimeline } from './EventTimeline.tsx';
import { NearbyList } from './NearbyList.tsx';
import { PanelSection } from './PanelSection.tsx';
import { SearchControls } from './SearchControls.tsx';

export const EVENTS_NEARBY_ID = 'events-nearby';

export interface NearbyPanelProps {
  /** Signed-in users search: the search in effect and where a new one goes. Visitors: none. */
  search?: { value: SearchValue; onChange: (value: SearchValue) => void };
  title?: string;
  titleComponent?: 'h1' | 'h2';
  subtitle?: string;
  /** Pages that load by themselves on scrolling; a panel with content below it stops early. */
  maxAutoPages?: number;
}

/**
 * 'Events Nearby' (spec §2): the default list, or for signed-in users the search by name and
 * #tag with 'Show only events from my groups', as a timeline.
 */
export function EventsNearbyPanel({
  search,
  title = 'Events Nearby',
  titleComponent = 'h2',
  subtitle,
  maxAutoPages = Infinity,
}: NearbyPanelProps) {
  const value = search?.value ?? EMPTY_SEARCH;
  const events = useNearbyEvents(value);
  const empty = !search
    ? 'No events nearby yet. Sign in to be the first to create one!'
    : value.mine
      ? 'No events matching the search found'
      : 'No events nearby yet. Be the first to create one!';

  return (
    <PanelSection
      id={EVENTS_NEARBY_ID}
      title={title}
      titleComponent={titleComponent}
      subtitle={subtitle}
      controls={
        search && (
          <SearchControls
            value={search.value}
            onChange={search.onChange}
            label="Search events"
            placeholder="Event name or #tag"
            checkboxLabel="Show only events from my groups"
          />
        )
      }
    >
      <NearbyList<Event>
        query={events}
        noun="events"
        idle={isSearchTooLong(value.text)}
        empty={<EmptyState icon={<EventBusyOutlinedIcon />}>{empty}</EmptyState>}
        maxAutoPages={maxAutoPages}
      >
        {(items) => (
          <EventTimeline
            events={items}
            label="Events nearby"
            headingComponent={titleComponent === 'h1' ? 'h2' : 'h3'}
          />
        )}
      </NearbyList>
    </PanelSection>
  );
}
