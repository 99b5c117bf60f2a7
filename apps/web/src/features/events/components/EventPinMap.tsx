import { events_map_of, events_pin_of } from '@neighbourly/i18n/messages';
import { useEffect, useRef } from 'react';
import { createMapInSteps, L, markerIconOf, STREET_ZOOM } from '@/components/map/leaflet-map.ts';
import { useConfig } from '@/lib/config.ts';

export interface EventPinMapProps {
  latitude: number;
  longitude: number;
  /** The event's name, for the map's label and the pin's text. */
  name: string;
  /** px; the stand-in shown while this loads is as tall, so nothing jumps. */
  height: number;
}

/**
 * A small map of the event's pin (issue #28), loaded after the page: the page scrolls past it
 * (no scroll-wheel zoom; on a phone one finger scrolls the page, two zoom the map), and without
 * tiles it still shows the pin.
 */
export function EventPinMap({ latitude, longitude, name, height }: EventPinMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const settings = useConfig().data?.map;

  useEffect(() => {
    const box = element.current;
    if (!box || !settings) return undefined;
    const unmounted = new AbortController();
    let map: L.Map | undefined;
    let resize: ResizeObserver | undefined;
    // After the frame that shows the page: its layout is done, so Leaflet's first measure of the
    // box does not lay the whole page out again inside its own task; then in steps, so a tap
    // meanwhile is answered between them (issue #31).
    const frame = requestAnimationFrame(() => {
      const centre: L.LatLngTuple = [latitude, longitude];
      const options = { scrollWheelZoom: false, dragging: !L.Browser.mobile };
      const pin = (shown: L.Map) =>
        L.marker(centre, {
          icon: markerIconOf(),
          alt: events_pin_of({ name }),
          interactive: false,
          keyboard: false,
        }).addTo(shown);
      void createMapInSteps(box, settings, { centre, zoom: STREET_ZOOM }, options, unmounted.signal, [
        pin,
      ]).then((built) => {
        if (!built) return;
        map = built;
        resize = new ResizeObserver(() => built.invalidateSize());
        resize.observe(box);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      unmounted.abort();
      resize?.disconnect();
      map?.remove();
    };
  }, [latitude, longitude, name, settings]);

  // A plain element with the theme's variables: no MUI here, which would reshuffle the shared
  // chunks of every first visit (measured +0.7 KB) for a box.
  return (
    <div
      ref={element}
      role="group"
      aria-label={events_map_of({ name })}
      data-testid="event-pin-map"
      style={{
        height,
        borderRadius: 8,
        overflow: 'hidden',
        border: '1px solid var(--mui-palette-divider)',
        // Without tiles (tests, a blocked network) a plain surface under the pin.
        background: 'var(--mui-palette-action-hover)',
        // Leaflet's panes stack above the page's sticky header otherwise.
        isolation: 'isolate',
      }}
    />
  );
}
