import { TIMINGS } from '@neighbourly/shared';
import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms (500 ms by default). */
export function useDebouncedValue<T>(value: T, delay: number = TIMINGS.debounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
