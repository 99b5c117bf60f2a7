/**
 * The Leaflet map of an events search (issue #28): the results with a pin as markers, clustered
 * where dense, and the circle of the distance searched. Made once; the markers are drawn again
 * when the results change, and the view follows them unless the person chose it.
 */
import Box from '@mui/material/Box';
import { discovery_map_label } from '@neighbourly/i18n/messages';
import { LIMITS, type Event, type Point, type PublicConfig } from '@neighbourly/shared';
import { useEffect, useEffectEvent, useRef, type Ref } from 'react';
import {
  CITY_ZOOM,
  createMap,
  L,
  markerIconOf,
  STREET_ZOOM,
  VANCOUVER_CENTRE,
} from '@/components/map/leaflet-map.ts';
// After Leaflet (which sets window.L): the plugin adds itself to it.
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';

export type Pinned = Event & { latitude: number; longitude: number };
export const isPinned = (event: Event): event is Pinned =>
  event.latitude !== null && event.longitude !== null;
export const keyOf = (event: Event) => `${event.groupId}/${event.eventId}`;

/** The map's centre as `near`, and the distance to its nearest visible edge as `km` (1..100). */
export function areaOf(map: L.Map): { near: string; km: number } {
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
export function ResultsMap({
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
