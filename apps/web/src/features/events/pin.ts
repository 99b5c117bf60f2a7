/** How the event form words a pin (issue #28). */
import { events_pin_near } from '@neighbourly/i18n/messages';
import { distanceKm, PLACES, type Point } from '@neighbourly/shared';

/** How far a pin may be from a shipped place's centre and still be called "near" it, km. */
const NEAR_KM = 2.5;

/** "Near Kitsilano · 49.26800, -123.15530", or the point alone when no shipped place is near. */
export function describePin(pin: Point): string {
  const point = `${pin.latitude.toFixed(5)}, ${pin.longitude.toFixed(5)}`;
  let nearest: { name: string; km: number } | null = null;
  for (const place of PLACES) {
    const km = distanceKm(place, pin);
    if (!nearest || km < nearest.km) nearest = { name: place.name, km };
  }
  return nearest && nearest.km <= NEAR_KM ? events_pin_near({ place: nearest.name, point }) : point;
}
