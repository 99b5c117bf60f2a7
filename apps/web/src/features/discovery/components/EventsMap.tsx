/**
 * The map view of an events search (issue #28), loaded only when Map is chosen: the results
 * with a pin as markers, clustered where dense; a tap opens a small card of the event; moving
 * the map offers "Search this area". Works with no tiles (tests, a blocked network): the markers
 * are plain images on a plain surface.
 */
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  discovery_events_loading,
  discovery_events_show_more,
  discovery_map_close,
  discovery_map_event_card,
  discovery_map_events_shown,
  discovery_map_label,
  discovery_map_loading,
  discovery_map_not_shown,
  discovery_map_search_area,
} from '@neighbourly/i18n/messages';
import { LIMITS, placeBySlug, type Event, type Point, type PublicConfig } from '@neighbourly/shared';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode, type Ref } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import {
  CITY_ZOOM,
  createMap,
  L,
  markerIconOf,
  STREET_ZOOM,
  VANCOUVER_CENTRE,
} from '@/components/map/leaflet-map.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useConfig } from '@/lib/config.ts';
import { paths } from '@/lib/paths.ts';
// After Leaflet (which sets window.L): the plugin adds itself to it.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type { ListPage } from '../api/page.ts';
import { useFilterNavigation } from '../filter-url.ts';
import type { FilterUrl } from '../hooks/use-search-filters.ts';
import { awayLabel } from '../filter-request.ts';
import { HOME_PLACE, readFilters, type SearchFilters } from '../search-filters.ts';

export interface EventsMapProps {
  /** The panel's list: the results loaded so far; those with a pin become markers. */
  query: UseInfiniteQueryResult<InfiniteData<ListPage<Event>>>;
  /** The URL's query, which holds the filters in effect, and the way to change it. */
  url: FilterUrl;
  homePlace: string | null;
}

type Pinned = Event & { latitude: number; longitude: number };
const isPinned = (event: Event): event is Pinned => event.latitude !== null && event.longitude !== null;
const keyOf = (event: Event) => `${event.groupId}/${event.eventId}`;

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

/** The map's centre as `near`, and the distance to its nearest visible edge as `km` (1..100). */
function areaOf(map: L.Map): { near: string; km: number } {
  const centre = map.getCenter().wrap();
  const bounds = map.getBounds();
  const toEdge = Math.min(
    centre.distanceTo([bounds.getNorth(), centre.lng]),
    centre.distanceTo([centre.lat, bounds.getEast()]),
  );
  return {
    near: `${centre.lat.toFixed(4)},${centre.lng.toFixed(4)}`,
    km: Math.min(LIMITS.withinKmMax, Math.max(1, Math.round(toEdge / 1000))),
  };
}

/** The small card of a tapped marker. */
function EventMapCard({ event, onClose }: { event: Pinned; onClose: () => void }) {
  // A marker chosen by keyboard (Enter) leads on to its card.
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), [event]);
  return (
    <Paper
      elevation={6}
      role="group"
      aria-label={discovery_map_event_card({ name: event.name })}
      sx={{
        position: 'absolute',
        zIndex: 1000,
        left: 12,
        right: 12,
        bottom: 12,
        maxWidth: 360,
        mx: 'auto',
        p: 2,
        pr: 5,
        borderRadius: 2,
      }}
    >
      <IconButton
        size="small"
        aria-label={discovery_map_close()}
        onClick={onClose}
        sx={{ position: 'absolute', top: 6, right: 6 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <Link
        ref={link}
        href={paths.event.getHref(event.groupId, event.eventId)}
        variant="subtitle1"
        dir="auto"
        sx={{ fontWeight: 700, display: 'block', lineHeight: 1.3 }}
      >
        {event.name}
      </Link>
      {event.startDateTime && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {formatDateTime(event.startDateTime)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <bdi>{event.group.name}</bdi>
        {event.distanceKm !== undefined && ` · ${awayLabel(event.distanceKm)}`}
      </Typography>
    </Paper>
  );
}

type Reach = { origin: Point; km: number } | null;
type Layers = { markers: L.MarkerClusterGroup; circle: L.LayerGroup };

/** The results as markers (clustered), and the circle of the distance searched. */
function drawResults(
  { markers, circle }: Layers,
  events: Pinned[],
  reach: Reach,
  pick: (event: Pinned) => void,
) {
  markers.clearLayers();
  markers.addLayers(
    events.map((event) =>
      L.marker([event.latitude, event.longitude], {
        icon: markerIconOf(),
        title: event.name,
        alt: event.name,
        keyboard: true,
      }).on('click', () => pick(event)),
    ),
  );
  circle.clearLayers();
  if (reach) {
    L.circle([reach.origin.latitude, reach.origin.longitude], {
      radius: reach.km * 1000,
      interactive: false,
      weight: 1.5,
      fillOpacity: 0.06,
    }).addTo(circle);
  }
}

/** What the view fits: the distance's circle when there is one, else the markers. */
function boundsOf(events: Pinned[], reach: Reach): L.LatLngBounds | null {
  if (reach) return L.latLng(reach.origin.latitude, reach.origin.longitude).toBounds(reach.km * 2000);
  if (events.length === 0) return null;
  return L.latLngBounds(events.map((event): L.LatLngTuple => [event.latitude, event.longitude])).pad(0.15);
}

/** Where Leaflet draws: with no tiles, a plain surface under the markers. */
const MapSurface = ({ ref }: { ref: Ref<HTMLDivElement> }) => (
  <Box
    ref={ref}
    role="region"
    aria-label={discovery_map_label()}
    data-testid="events-map"
    sx={{
      height: '100%',
      // Over Leaflet's own grey, so a dark page gets a dark surface until tiles come.
      '&.leaflet-container': { bgcolor: 'action.hover' },
      // The cluster counts on their light circles, in both colour schemes.
      '& .marker-cluster div': { color: '#1a1a1a', fontWeight: 700 },
    }}
  />
);

/** The Leaflet map itself: made once, its markers drawn again when the results change. */
function ResultsMap({
  settings,
  events,
  origin,
  km,
  onPick,
  onMoved,
  mapRef,
  skipFitRef,
}: {
  settings: PublicConfig['map'];
  events: Pinned[];
  origin: Point | null;
  km: number | null;
  onPick: (event: Pinned | null) => void;
  onMoved: () => void;
  mapRef: { current: L.Map | null };
  /** Set by "Search this area": the person chose the view, the new search must not move it. */
  skipFitRef: { current: boolean };
}) {
  const element = useRef<HTMLDivElement>(null);
  const layers = useRef<Layers | null>(null);
  // Views the map is given are not the person's moves: only those offer "Search this area".
  const settingView = useRef(false);
  const pick = useEffectEvent(onPick);
  const moved = useEffectEvent(onMoved);

  useEffect(() => {
    if (!element.current) return;
    const map = createMap(element.current, settings, { centre: VANCOUVER_CENTRE, zoom: CITY_ZOOM });
    const markers = L.markerClusterGroup({
      showCoverageOnHover: false,
      maxClusterRadius: 40,
      disableClusteringAtZoom: 17,
    }).addTo(map);
    const circle = L.layerGroup().addTo(map);
    map.on('moveend', () => {
      if (!settingView.current) moved();
    });
    map.on('click', () => pick(null));
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element.current);
    mapRef.current = map;
    layers.current = { markers, circle };
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layers.current = null;
    };
    // Made once; the results are drawn by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const eventsKey = events.map(keyOf).join(' ');
  const originKey = origin && km ? `${origin.latitude},${origin.longitude},${km}` : '';

  const draw = useEffectEvent(() => {
    if (layers.current) drawResults(layers.current, events, origin && km ? { origin, km } : null, pick);
  });
  useEffect(() => draw(), [eventsKey, originKey]);

  // The view follows the results only when what it fits changes, and never right after
  // "Search this area".
  const fit = useEffectEvent(() => {
    const map = mapRef.current;
    if (!map) return;
    if (skipFitRef.current) {
      skipFitRef.current = false;
      return;
    }
    const bounds = boundsOf(events, origin && km ? { origin, km } : null);
    if (!bounds) return;
    settingView.current = true;
    // Not animated: the view is set before this returns, so its moveend is known as ours.
    map.fitBounds(bounds, { maxZoom: STREET_ZOOM, animate: false });
    settingView.current = false;
  });
  const viewKey = originKey || eventsKey;
  useEffect(() => fit(), [viewKey]);

  return <MapSurface ref={element} />;
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
