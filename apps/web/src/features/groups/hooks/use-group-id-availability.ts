import { isValidGroupId } from '@neighbourly/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useGroupIdTaken } from '../api/check-group-id.ts';

/**
 * Whether the group id being typed is free: asked once the user pauses (500 ms debounce).
 * `idSettled`: the answer is about what the field holds now.
 */
export function useGroupIdAvailability(id: string) {
  const debouncedId = useDebouncedValue(id);
  const availability = useGroupIdTaken(debouncedId);
  const idSettled = debouncedId === id;
  return {
    availability,
    idSettled,
    idTaken: idSettled && availability.data === true,
    idFree: idSettled && isValidGroupId(id) && availability.data === false,
    checking: isValidGroupId(id) && (!idSettled || availability.isFetching),
  };
}
