import {
  discovery_location_denied,
  discovery_location_failed,
  discovery_location_unsupported,
} from '@neighbourly/i18n/messages';
import { useState } from 'react';

/** Why the browser gave no location, in words a person can act on. */
function geolocationProblem(error: GeolocationPositionError | null): string {
  if (!error) return discovery_location_unsupported();
  if (error.code === error.PERMISSION_DENIED) return discovery_location_denied();
  return discovery_location_failed();
}

/** A point rounded to about 100 m: enough to search near, and no more precise than that in the URL. */
const roundedPoint = ({ latitude, longitude }: GeolocationCoordinates) =>
  `${latitude.toFixed(3)},${longitude.toFixed(3)}`;

/**
 * "My location": asks the browser once, when called (so only when the person chooses it), and
 * says in words why there is none when it refuses or fails.
 */
export function useLocate(onFound: (near: string) => void) {
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) return setProblem(geolocationProblem(null));
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(roundedPoint(position.coords));
      },
      (error) => {
        setLocating(false);
        setProblem(geolocationProblem(error));
      },
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  return { locate, locating, problem, clearProblem: () => setProblem(null) };
}
