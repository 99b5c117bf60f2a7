/**
 * The map every map view starts from (issue #28): Leaflet with the deployment's tiles
 * (MAP_TILE_URL, OpenStreetMap's by default, credited as their policy asks), or with no tile
 * layer at all when the deployment says none, so markers still show and the map still pans and
 * zooms where tiles cannot be reached (tests, a blocked network). Imported only by the lazy map
 * components, so Leaflet stays out of every first visit.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import type { PublicConfig } from '@neighbourly/shared';
import { shell_map_tiles_off, shell_map_zoom_in, shell_map_zoom_out } from '@neighbourly/i18n/messages';
import { yieldToMain } from '@/lib/idle.ts';

/** Vancouver, and a zoom that shows the city (the map's start without a pin or results). */
export const VANCOUVER_CENTRE: L.LatLngTuple = [49.2609, -123.1139];
export const CITY_ZOOM = 12;
export const STREET_ZOOM = 15;

/**
 * Leaflet finds its marker images by a URL it guesses from its CSS, which a bundler breaks;
 * the bundled files are named here instead.
 */
export const markerIconOptions: L.IconOptions = {
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
};
export const markerIconOf = () => L.icon(markerIconOptions);

/** One step of making a map: its view, a control, a layer, a marker. */
export type MapPart = (map: L.Map) => void;

/** A bare Leaflet map in `element`, and what makes it whole: its view, zoom buttons and tiles. */
function mapWithParts(
  element: HTMLElement,
  settings: PublicConfig['map'],
  view: { centre: L.LatLngExpression; zoom: number },
  options: L.MapOptions,
): { map: L.Map; parts: MapPart[] } {
  // Leaflet's own zoom buttons are named in English: these say it in the page's language.
  const { zoomControl = true, ...rest } = options;
  const map = L.map(element, { ...rest, zoomControl: false });
  const parts: MapPart[] = [(m) => m.setView(view.centre, view.zoom)];
  if (zoomControl) {
    parts.push((m) =>
      L.control.zoom({ zoomInTitle: shell_map_zoom_in(), zoomOutTitle: shell_map_zoom_out() }).addTo(m),
    );
  }
  const { tileUrl, attribution } = settings;
  parts.push(
    tileUrl
      ? (m) => L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(m)
      : (m) => m.attributionControl.addAttribution(shell_map_tiles_off()),
  );
  return { map, parts };
}

/** A Leaflet map in `element`, with the deployment's tiles when it has any. */
export function createMap(
  element: HTMLElement,
  settings: PublicConfig['map'],
  view: { centre: L.LatLngExpression; zoom: number },
  options: L.MapOptions = {},
): L.Map {
  const { map, parts } = mapWithParts(element, settings, view, options);
  for (const part of parts) part(map);
  return map;
}

/**
 * createMap with the browser free to answer a tap between its parts, and `more` (a pin) after
 * them: built at once, a map is one ~200 ms task on a slow phone (issue #31), its tiles' layer the
 * most of it. Resolves with no map when `signal` aborts meanwhile (what was built is removed).
 */
export async function createMapInSteps(
  element: HTMLElement,
  settings: PublicConfig['map'],
  view: { centre: L.LatLngExpression; zoom: number },
  options: L.MapOptions,
  signal: AbortSignal,
  more: MapPart[] = [],
): Promise<L.Map | undefined> {
  const { map, parts } = mapWithParts(element, settings, view, options);
  for (const part of [...parts, ...more]) {
    await yieldToMain();
    if (signal.aborted) {
      map.remove();
      return undefined;
    }
    part(map);
  }
  return map;
}

export { L };
