/**
 * Tokens for links in emails (verify an address, unsubscribe from a kind): the claim in
 * base64url JSON, then its HMAC under the app's secret. Nothing is stored; a verification
 * token also names the address, so it stops working once the address changes.
 */
import { MESSAGES, notificationKindSchema, type NotificationKind } from '@neighbourly/shared';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { hmac, safeEqual } from '../../http/secret.ts';

const VERIFY_FOR_MS = 24 * 3_600_000;

const claimSchema = z.discriminatedUnion('purpose', [
  z.object({ purpose: z.literal('verifyEmail'), userId: z.string(), email: z.string(), expires: z.number() }),
  z.object({ purpose: z.literal('unsubscribe'), userId: z.string(), kind: notificationKindSchema }),
]);
type Claim = z.infer<typeof claimSchema>;

function sign(secret: string, claim: Claim): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${hmac(secret, `link.${body}`)}`;
}

function read(secret: string, token: string): Claim {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, hmac(secret, `link.${body}`))) {
    throw new AppError(400, 'LINK_INVALID', MESSAGES.badLink);
  }
  let claim: unknown;
  try {
    claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    claim = undefined;
  }
  const parsed = claimSchema.safeParse(claim);
  if (!parsed.success) throw new AppError(400, 'LINK_INVALID', MESSAGES.badLink);
  return parsed.data;
}

export const verifyEmailToken = (secret: string, userId: string, email: string, now = Date.now()) =>
  sign(secret, { purpose: 'verifyEmail', userId, email, expires: now + VERIFY_FOR_MS });

export const unsubscribeToken = (secret: string, userId: string, kind: NotificationKind) =>
  sign(secret, { purpose: 'unsubscribe', userId, kind });

export function readVerifyEmailToken(secret: string, token: string, now = Date.now()) {
  const claim = read(secret, token);
  if (claim.purpose !== 'verifyEmail') throw new AppError(400, 'LINK_INVALID', MESSAGES.badLink);
  if (claim.expires < now) throw new AppError(400, 'LINK_EXPIRED', MESSAGES.linkExpired);
  return claim;
}

export function readUnsubscribeToken(secret: string, token: string) {
  const claim = read(secret, token);
  if (claim.purpose !== 'unsubscribe') throw new AppError(400, 'LINK_INVALID', MESSAGES.badLink);
  return claim;
}
