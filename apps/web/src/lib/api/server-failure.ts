/**
 * The request id of the server's last failure (a 5xx whose body carried `error.requestId`, issue
 * #32), for the error toast that follows it: it shows "Reference: <id>", which a person can quote
 * to the help address and which leads to the server's log lines. Taken once, and only while fresh,
 * so it never lands on a later, unrelated toast.
 */
const FRESH_MS = 3000;

let last: { id: string; at: number } | undefined;

/** Every failed API call says so: a 5xx with its id, anything else (a 4xx, offline) without. */
export function noteApiFailure(requestId: string | undefined): void {
  last = requestId ? { id: requestId, at: Date.now() } : undefined;
}

/** The id of a server failure of the last few seconds, once; undefined otherwise. */
export function takeRecentServerFailure(): string | undefined {
  const failure = last;
  last = undefined;
  return failure && Date.now() - failure.at <= FRESH_MS ? failure.id : undefined;
}
