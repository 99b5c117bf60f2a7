import { isValidLogin } from '@neighbourly/shared';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useCheckLogin } from '../api/check-login.ts';

/**
 * Whether the login being typed is free: asked once the user pauses (500 ms debounce).
 * `loginSettled`: the answer is about what the field holds now.
 */
export function useLoginAvailability(login: string) {
  const debouncedLogin = useDebouncedValue(login);
  const availability = useCheckLogin(debouncedLogin);
  const loginSettled = debouncedLogin === login;
  return {
    availability,
    loginSettled,
    loginTaken: loginSettled && availability.data === false,
    loginFree: loginSettled && isValidLogin(login) && availability.data === true,
    checking: isValidLogin(login) && (!loginSettled || availability.isFetching),
  };
}
