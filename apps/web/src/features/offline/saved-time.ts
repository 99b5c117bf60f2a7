import { useSyncExternalStore } from 'react';

/** When the data shown offline was fetched (ms), for the offline bar; null when nothing is saved. */
let savedAt: number | null = null;
const listeners = new Set<() => void>();

export function setSavedAt(time: number | null): void {
  savedAt = time;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useSavedAt = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
