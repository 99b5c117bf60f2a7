import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { events_directions, events_directions_new_tab, events_where } from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { lazy, Suspense } from 'react';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { useNearViewport } from '@/lib/use-near-viewport.ts';

// The map library is never part of the event page's first load: the map comes as the person
// scrolls near it (on a phone its start was an ~80 ms task, and its tiles data, issue #31).
const EventPinMap = lazy(() => import('./EventPinMap.tsx').then((m) => ({ default: m.EventPinMap })));

const MAP_HEIGHT = 220;
/** How far below the viewport the map starts loading. */
const MAP_AHEAD = '300px 0px';

/** A point as OpenStreetMap's and Google's directions links write it. */
const pointText = (latitude: number, longitude: number) => `${latitude},${longitude}`;

/** Directions in OpenStreetMap: its `to` reads "lat,lon" as a point; the start is asked there. */
const osmDirectionsHref = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/directions?to=${encodeURIComponent(pointText(latitude, longitude))}`;

/** Directions in Google Maps (its documented Maps URLs), from wherever the phone is. */
const googleDirectionsHref = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${pointText(latitude, longitude)}`;

/** One directions link: opens the map service in a new tab, headed for the pin. */
function DirectionsLink({ href, service }: { href: string; service: string }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DirectionsOutlinedIcon />}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {service}
      <VisuallyHidden component="span"> {events_directions_new_tab()}</VisuallyHidden>
    </Button>
  );
}

/**
 * "Where" (issue #28), for a pinned event: a small map of the pin, loaded as it comes near, and
 * directions to it in OpenStreetMap and Google Maps. Nothing for an event without a pin.
 */
export function EventPinSection({ event }: { event: Event }) {
  const { latitude, longitude } = event;
  const [mapBox, mapNear] = useNearViewport<HTMLDivElement>(MAP_AHEAD);
  if (latitude === null || longitude === null) return null;
  const placeholder = <Skeleton variant="rounded" height={MAP_HEIGHT} aria-hidden />;
  return (
    <Box component="section" aria-labelledby="event-where-title">
      <Typography id="event-where-title" variant="h2" sx={{ fontSize: '1rem', mb: 1.25 }}>
        {events_where()}
      </Typography>
      <Box ref={mapBox}>
        {mapNear ? (
          <Suspense fallback={placeholder}>
            <EventPinMap latitude={latitude} longitude={longitude} name={event.name} height={MAP_HEIGHT} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5, mb: 1 }}>
        {events_directions()}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <DirectionsLink href={osmDirectionsHref(latitude, longitude)} service="OpenStreetMap" />
        <DirectionsLink href={googleDirectionsHref(latitude, longitude)} service="Google Maps" />
      </Box>
    </Box>
  );
}
