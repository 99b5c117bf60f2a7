import { useSyncExternalStore } from 'react';

/** How to switch to the waiting new version; null while there is none. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setUpdateWaiting(apply: () => void): void {
  applyUpdate = apply;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useWaitingUpdate = (): (() => void) | null =>
  useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
