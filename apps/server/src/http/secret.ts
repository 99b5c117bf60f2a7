import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { findSetting, insertSettingOnce } from './secret.repository.ts';

const SECRET_KEY = 'app_secret';

/**
 * The HMAC key for CSRF tokens and captcha challenges. APP_SECRET wins; otherwise one random
 * key is kept in the database so that every instance on the same database shares it.
 */
export async function resolveAppSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const existing = await findSetting(db, SECRET_KEY);
  if (existing !== undefined) return existing;
  // Another instance may win the race; whichever row exists is the key.
  await insertSettingOnce(db, SECRET_KEY, crypto.randomBytes(32).toString('base64url'));
  const stored = await findSetting(db, SECRET_KEY);
  if (stored === undefined) throw new Error('The app secret was not stored.');
  return stored;
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
