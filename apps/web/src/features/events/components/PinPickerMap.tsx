import Box from '@mui/material/Box';
import { events_picker_map_label, events_pin_alt, events_pin_drag_title } from '@neighbourly/i18n/messages';
import type { Point, PublicConfig } from '@neighbourly/shared';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { createMap, L, markerIconOf } from '@/components/map/leaflet-map.ts';

/** What the picker asks of its map. */
export interface PinPickerMapHandle {
  /** Puts the pin at `point` and the map's centre on it (at `zoom`, else the zoom it has). */
  moveTo: (point: Point, zoom?: number) => void;
  /** Puts the pin at the map's centre (a keyboard's way: pan with the arrows, then pin). */
  pinCentre: () => void;
}

/** Six decimals, about 10 cm: more would be noise. Wrapped, so a map panned round the world still says -180..180. */
const pointOf = (latlng: L.LatLng): Point => {
  const { lat, lng } = latlng.wrap();
  return { latitude: Math.round(lat * 1e6) / 1e6, longitude: Math.round(lng * 1e6) / 1e6 };
};

export interface PinPickerMapProps {
  settings: PublicConfig['map'];
  /** Where the pin starts, and the map's zoom there. */
  start: Point;
  startZoom: number;
  /** The pin moved (dragged, the map tapped, or moved through the handle). */
  onMove: (point: Point) => void;
  ref: Ref<PinPickerMapHandle>;
}

/**
 * The picker's map: one draggable pin; a tap or click on the map moves the pin there. Leaflet
 * handles touch dragging of the pin on phones. The map is made once; what the pin does later goes
 * through the handle, so React never redraws Leaflet's DOM.
 */
export function PinPickerMap({ settings, start, startZoom, onMove, ref }: PinPickerMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  // The latest callback, so the map's listeners (bound once) never call a stale one.
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  }, [onMove]);

  useEffect(() => {
    if (!element.current) return;
    const centre: L.LatLngTuple = [start.latitude, start.longitude];
    const map = createMap(element.current, settings, { centre, zoom: startZoom });
    const marker = L.marker(centre, {
      draggable: true,
      autoPan: true,
      icon: markerIconOf(),
      alt: events_pin_alt(),
      title: events_pin_drag_title(),
    }).addTo(map);
    marker.on('dragend', () => onMoveRef.current(pointOf(marker.getLatLng())));
    map.on('click', (event: L.LeafletMouseEvent) => {
      marker.setLatLng(event.latlng);
      onMoveRef.current(pointOf(event.latlng));
    });
    // The dialog settles its size after opening (and a phone turns): Leaflet must measure again.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element.current);
    mapRef.current = map;
    markerRef.current = marker;
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // Made once for the dialog's life; later moves go through the handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      moveTo: (point, zoom) => {
        const latlng = L.latLng(point.latitude, point.longitude);
        markerRef.current?.setLatLng(latlng);
        // Not animated: the picker's layout may change meanwhile (an address list folding), and
        // Leaflet measuring a new size mid-zoom leaves the pin off centre.
        mapRef.current?.setView(latlng, zoom ?? mapRef.current.getZoom(), { animate: false });
        onMoveRef.current(pointOf(latlng));
      },
      pinCentre: () => {
        const map = mapRef.current;
        if (!map) return;
        const centre = map.getCenter();
        markerRef.current?.setLatLng(centre);
        onMoveRef.current(pointOf(centre));
      },
    }),
    [],
  );

  return (
    <Box
      ref={element}
      role="group"
      aria-label={events_picker_map_label()}
      data-testid="pin-picker-map"
      sx={{
        flex: 1,
        minHeight: { xs: 280, sm: 340 },
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // With no tiles (tests, a blocked network) the map is a plain surface under the pin.
        bgcolor: 'action.hover',
      }}
    />
  );
}
