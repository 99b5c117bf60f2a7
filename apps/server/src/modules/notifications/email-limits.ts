/**
 * How often an address may be set (issue #24): an account changes its address at most
 * LIMITS.emailChangesPerHour times an hour, and one address gets a confirmation email at most
 * once per 10 minutes and LIMITS.confirmationEmailsPerDay times a day, whichever accounts ask.
 * Addresses are compared normalised: lowercase, without a `+tag` (which reaches the same inbox).
 *
 * Counted in the database (email_change_requests), not in Redis nor in an instance's memory:
 * every instance of a deployment shares its PostgreSQL database (or is the only process on its
 * SQLite file), so the count holds across instances with or without REDIS_URL. The check and the
 * row it adds run inside the transaction that changes the address, holding locks on the account
 * and on the address (see lockEmailChanges), so two requests on two instances at once cannot both
 * take the last place; a refused change rolls back with its transaction and leaves no trace.
 */
import { LIMITS, MESSAGES } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { RateLimitedError } from '../../http/errors.ts';
import { hmac } from '../../http/secret.ts';
import {
  recentEmailChanges,
  insertEmailChange,
  lockEmailChanges,
  pruneEmailChanges,
} from './notifications.repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Window {
  max: number;
  ms: number;
}

const PER_ACCOUNT: Window[] = [{ max: LIMITS.emailChangesPerHour, ms: HOUR }];
const PER_ADDRESS: Window[] = [
  { max: LIMITS.confirmationEmailsPer10Minutes, ms: 10 * MINUTE },
  { max: LIMITS.confirmationEmailsPerDay, ms: DAY },
];

/** The same inbox, as far as the limits go: "Ann.Lee+news@Example.org" → "ann.lee@example.org". */
export function limitKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).replace(/\+.*$/, '');
  return `${local}@${address.slice(at + 1)}`;
}

/** The same address, but for the case of its letters. */
export const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * How long until one more fits in every window, given the instants of the latest requests
 * (newest first, at least as many as the largest window allows); 0 when one fits now.
 */
function waitMs(latest: string[], windows: Window[], now: number): number {
  let wait = 0;
  for (const { max, ms } of windows) {
    const within = latest.filter((at) => Date.parse(at) > now - ms);
    const oldestCounted = within[max - 1];
    if (oldestCounted) wait = Math.max(wait, Date.parse(oldestCounted) + ms - now);
  }
  return wait;
}

const longest = (windows: Window[]) => Math.max(...windows.map((w) => w.ms));
const most = (windows: Window[]) => Math.max(...windows.map((w) => w.max));

/**
 * Counts an address change by `userId` to `email` in the caller's transaction, or refuses it
 * (429, nothing written) when the account, or the address if it is to be emailed, is over its
 * limit.
 */
export async function claimEmailChange(
  deps: AppDeps,
  trx: Db,
  change: { userId: string; email: string; mailed: boolean },
): Promise<void> {
  const now = Date.now();
  const since = (windows: Window[]) => new Date(now - longest(windows)).toISOString();
  const addressHash = hmac(deps.secret, `email-limit.${limitKeyOf(change.email)}`);
  await lockEmailChanges(trx, deps.dialect, change.userId, addressHash);

  const byAccount = await recentEmailChanges(
    trx,
    { user_id: change.userId },
    since(PER_ACCOUNT),
    most(PER_ACCOUNT),
  );
  const accountWait = waitMs(byAccount, PER_ACCOUNT, now);
  if (accountWait > 0) throw new RateLimitedError(MESSAGES.emailChangesTooMany, accountWait);
  if (change.mailed) {
    const toAddress = await recentEmailChanges(
      trx,
      { address_hash: addressHash },
      since(PER_ADDRESS),
      most(PER_ADDRESS),
    );
    const addressWait = waitMs(toAddress, PER_ADDRESS, now);
    if (addressWait > 0) throw new RateLimitedError(MESSAGES.confirmationEmailsTooMany, addressWait);
  }

  await insertEmailChange(trx, change.userId, addressHash, new Date(now).toISOString());
  await pruneEmailChanges(trx, deps.dialect, new Date(now - DAY).toISOString());
}
