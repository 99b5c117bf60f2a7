import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { isValidGroupHandle, useGroupHandleFree } from '../api/check-group-handle.ts';

export interface HandleAvailability {
  /** The handle as it will be saved (trimmed, lowercase). */
  handle: string;
  taken: boolean;
  free: boolean;
  checking: boolean;
  /** The answer is in and about what the field holds now (or there is nothing to ask). */
  settled: boolean;
}

/**
 * Whether the fediverse handle being typed is free (issue #30): asked once the user pauses
 * (500 ms debounce). When editing, `groupId` is the group asking and `current` its handle,
 * which needs no check.
 */
export function useGroupHandleAvailability(
  handle: string,
  { groupId, current }: { groupId?: string; current?: string } = {},
): HandleAvailability {
  const normalized = handle.trim().toLowerCase();
  const unchanged = normalized === current;
  const debounced = useDebouncedValue(unchanged ? '' : normalized);
  // An empty handle is never valid, so the unchanged one asks nothing.
  const availability = useGroupHandleFree(debounced, groupId);
  if (unchanged) return { handle: normalized, taken: false, free: false, checking: false, settled: true };
  const settled = debounced === normalized;
  const valid = isValidGroupHandle(normalized);
  return {
    handle: normalized,
    taken: settled && availability.data === false,
    free: settled && valid && availability.data === true,
    checking: valid && (!settled || availability.isFetching),
    settled: settled && !availability.isFetching,
  };
}
