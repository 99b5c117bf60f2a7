/**
 * The unit tests' network: none. Every fetch is recorded and stays pending, and the setup fails
 * the test after it, so a component that asks the server for what the test did not put in the
 * query cache is caught rather than left waiting.
 */
import { vi } from 'vitest';

const sent: string[] = [];

export function installFetch(): void {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return new Promise<Response>(() => {});
  });
}

/** The requests made since the last call ("GET /api/…"), forgotten as they are returned. */
export const takeRequests = (): string[] => sent.splice(0);
