import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';

const SECRET_KEY = 'app_secret';

/**
 * The HMAC key for CSRF tokens and captcha challenges. APP_SECRET wins; otherwise one random
 * key is kept in the database so that every instance on the same database shares it.
 */
export async function resolveAppSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const existing = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirst();
  if (existing) return existing.value;
  const generated = crypto.randomBytes(32).toString('base64url');
  // Another instance may win the race; whichever row exists is the key.
  await db
    .insertInto('app_settings')
    .values({ key: SECRET_KEY, value: generated })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return stored.value;
}

export function hmac(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('base64url');
}

export function sha256(data: string): string {
  return crypto.createHash('sha256').update(data).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
