/**
 * Whether the browser has a connection (issue #31), as TanStack Query's online manager sees it:
 * queries pause and actions that need the network are disabled while it says offline.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * The manager starts "online" and learns only from online/offline events; a page opened without
 * a connection fires none, so it is told at start.
 */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined' && !navigator.onLine) onlineManager.setOnline(false);
}

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
