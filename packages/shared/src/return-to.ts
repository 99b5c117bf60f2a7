/**
 * Where a person goes back to once signed in (issue #13): `?returnTo=` on the sign-in page, the
 * gateway redirect and the identity provider's start. Both the web and the server follow it
 * only when it is a path of this site, so a crafted link cannot send anyone elsewhere (no open
 * redirect). No zod here: the web's links use these functions on every page, and zod stays out of
 * the first load only while nothing they import imports it (returnToQuerySchema is with the schemas).
 */
export const RETURN_TO_PARAM = 'returnTo';
/** Longer is no page of ours. */
export const RETURN_TO_MAX = 2048;

/**
 * WHATWG URL, as browsers and Node both have it; this package compiles without either's
 * typings, so the little it uses is declared here.
 */
declare const URL: new (input: string, base: string) => { origin: string; pathname: string };

/** Any origin will do: a path is safe when resolving it against one keeps that origin. */
const PROBE_ORIGIN = 'http://return-to.invalid';
/**
 * Browsers drop tabs and line breaks inside URLs (`/\t/evil` is `//evil`) and treat `\` as
 * `/`, so both are refused outright rather than guessed about.
 */
const CONTROL_OR_BACKSLASH = /[\p{Cc}\\]/u;

/**
 * A same-site path: one leading `/` (not `//`, which is another host), no backslash, no
 * control character; hence no scheme (`https:`, `javascript:`) either. It must also resolve
 * to this origin with a path that does not itself start with `//`.
 */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > RETURN_TO_MAX) return false;
  if (!value.startsWith('/') || value.startsWith('//') || CONTROL_OR_BACKSLASH.test(value)) return false;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** `value` when it is a safe return path, otherwise `fallback` (the home page). */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  return isSafeReturnPath(value) ? value : fallback;
}

/**
 * `path` with `?returnTo=` added when `returnTo` is a safe path other than the home page
 * (where everyone lands anyway).
 */
export function withReturnTo(path: string, returnTo: string | null | undefined): string {
  if (!isSafeReturnPath(returnTo) || returnTo === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}
