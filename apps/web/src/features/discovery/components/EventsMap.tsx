/**
 * The map view of an events search (issue #28), loaded only when Map is chosen: the results
 * with a pin as markers, clustered where dense; a tap opens a small card of the event; moving
 * the map offers "Search this area". Works with no tiles (tests, a blocked network): the markers
 * are plain images on a plain surface.
 */
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  discovery_events_loading,
  discovery_events_show_more,
  discovery_map_events_shown,
  discovery_map_loading,
  discovery_map_not_shown,
  discovery_map_search_area,
} from '@neighbourly/i18n/messages';
import { placeBySlug, type Event, type Point } from '@neighbourly/shared';
import { useRef, useState, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { L } from '@/components/map/leaflet-map.ts';
import { useConfig } from '@/lib/config.ts';
import type { ListPage } from '../api/page.ts';
import { useFilterNavigation } from '../filter-url.ts';
import type { FilterUrl } from '../hooks/use-search-filters.ts';
import { HOME_PLACE, readFilters, type SearchFilters } from '../search-filters.ts';
import { EventMapCard } from './EventMapCard.tsx';
import { areaOf, isPinned, keyOf, ResultsMap } from './ResultsMap.tsx';

export interface EventsMapProps {
  /** The panel's list: the results loaded so far; those with a pin become markers. */
  query: UseInfiniteQueryResult<InfiniteData<ListPage<Event>>>;
  /** The URL's query, which holds the filters in effect, and the way to change it. */
  url: FilterUrl;
  homePlace: string | null;
}

/** The point the distance is measured from, when the filters have one the map can draw. */
function originOf(filters: SearchFilters, homePlace: string | null): Point | null {
  if (!filters.km) return null;
  if (filters.near) {
    const [latitude, longitude] = filters.near.split(',').map(Number) as [number, number];
    return { latitude, longitude };
  }
  const slug = filters.place === HOME_PLACE ? homePlace : filters.place;
  return (slug && placeBySlug(slug)) || null;
}

/** Offered once the person moves the map: search where it now shows. */
const SearchAreaButton = ({ onClick }: { onClick: () => void }) => (
  <Button
    variant="contained"
    size="small"
    startIcon={<SearchIcon />}
    onClick={onClick}
    sx={{
      position: 'absolute',
      zIndex: 1000,
      top: 12,
      left: '50%',
      transform: 'translateX(-50%)',
      boxShadow: 3,
    }}
  >
    {discovery_map_search_area()}
  </Button>
);

/** Under the map: how many it shows, what it cannot (no pin, online), and more to load. */
function MapFooter({
  pinned,
  unpinned,
  onShowMore,
}: {
  pinned: number;
  unpinned: number;
  onShowMore: (() => void) | null;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, minHeight: 32 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {discovery_map_events_shown({ count: pinned })}
        {unpinned > 0 && ` · ${discovery_map_not_shown({ count: unpinned })}`}
      </Typography>
      {onShowMore && (
        <Button size="small" onClick={onShowMore}>
          {discovery_events_show_more()}
        </Button>
      )}
    </Box>
  );
}

/**
 * The map view: the map, a "Search this area" button once the person moves it, the card of a
 * tapped marker, and a line saying what is not on the map (online events, events without a
 * pin, pages not loaded yet).
 */
export function EventsMap({ query, url, homePlace }: EventsMapProps) {
  const events = query.data?.pages.flatMap((page) => page.items) ?? [];
  const filters = readFilters(url.params);
  const config = useConfig();
  const { setFilters } = useFilterNavigation(url.navigate);
  const mapRef = useRef<L.Map | null>(null);
  const skipFitRef = useRef(false);
  const [moved, setMoved] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const pinned = events.filter(isPinned);
  const selected = pinned.find((event) => keyOf(event) === picked);

  const searchArea = () => {
    const map = mapRef.current;
    if (!map) return;
    const { near, km } = areaOf(map);
    // The person chose this view: the new results must not move it.
    skipFitRef.current = true;
    setMoved(false);
    setFilters({ ...filters, near, km, nearMe: false, place: null });
  };

  return (
    <Box sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box
        sx={{
          position: 'relative',
          flex: 1,
          minHeight: 0,
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {config.data ? (
          <ResultsMap
            settings={config.data.map}
            events={pinned}
            origin={originOf(filters, homePlace)}
            km={filters.km}
            onPick={(event) => setPicked(event && keyOf(event))}
            onMoved={() => setMoved(true)}
            mapRef={mapRef}
            skipFitRef={skipFitRef}
          />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <CircularProgress aria-label={discovery_map_loading()} />
          </Box>
        )}
        {moved && <SearchAreaButton onClick={searchArea} />}
        {query.isFetching && (
          <CircularProgress
            size={24}
            aria-label={discovery_events_loading()}
            sx={{ position: 'absolute', zIndex: 1000, top: 14, right: 14 }}
          />
        )}
        {selected && <EventMapCard event={selected} onClose={() => setPicked(null)} />}
      </Box>
      <MapFooter
        pinned={pinned.length}
        unpinned={events.length - pinned.length}
        onShowMore={query.hasNextPage ? () => void query.fetchNextPage({ cancelRefetch: false }) : null}
      />
    </Box>
  );
}

export interface EventsMapViewProps extends EventsMapProps {
  /** The list, shown beside the map on wide screens when `beside`. */
  list: ReactNode;
  beside: boolean;
}

/**
 * The Map view's layout: on a page of its own (`beside`) the list and the map side by side
 * from `md` up, the map alone on a phone; elsewhere the map alone at every width.
 */
export function EventsMapView({ list, beside, ...map }: EventsMapViewProps) {
  return (
    <Box
      sx={{
        display: { md: beside ? 'grid' : 'block' },
        gridTemplateColumns: { md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        columnGap: 3,
        alignItems: 'start',
      }}
    >
      {beside && <Box sx={{ display: { xs: 'none', md: 'block' } }}>{list}</Box>}
      <Box
        sx={{
          position: { md: beside ? 'sticky' : 'relative' },
          top: { md: 96 },
          height: { xs: '70vh', md: beside ? 'calc(100vh - 128px)' : 560 },
          minHeight: 360,
        }}
      >
        <EventsMap {...map} />
      </Box>
    </Box>
  );
}
