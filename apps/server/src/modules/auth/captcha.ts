/**
 * Captcha: self-hosted ALTCHA proof of work by default (no third party, works offline), or
 * Google reCAPTCHA when its keys are configured. A solved challenge is accepted once.
 */
import type { Challenge, Payload } from 'altcha-lib';
import type { AppDeps } from '../../deps.ts';
import { spendChallenge } from './auth.repository.ts';

const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';

/** altcha-lib, loaded with the first challenge or solution (issue #31). */
async function altcha() {
  const [lib, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/sha')]);
  return { ...lib, deriveKey };
}

/**
 * Deterministic mode: the server picks the counter, so the browser's expected work is about
 * maxCounter × 3/4 hashes — around a second — while verifying costs one hash.
 */
export async function createAltchaChallenge(secret: string, maxCounter: number): Promise<Challenge> {
  const { createChallenge, randomInt, deriveKey } = await altcha();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(maxCounter / 2), maxCounter),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secret,
  });
}

function decodePayload(encoded: string): Payload | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (typeof json !== 'object' || json === null) return null;
    const payload = json as Partial<Payload>;
    if (!payload.challenge?.parameters || typeof payload.challenge.signature !== 'string') return null;
    if (typeof payload.solution?.counter !== 'number' || typeof payload.solution.derivedKey !== 'string') {
      return null;
    }
    return payload as Payload;
  } catch {
    return null;
  }
}

async function verifyAltcha(deps: AppDeps, encoded: string): Promise<boolean> {
  const payload = decodePayload(encoded);
  if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
  const { verifySolution, deriveKey } = await altcha();
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: deps.secret,
  }).catch(() => null);
  if (!result?.verified) return false;
  return redeemOnce(deps, payload.challenge.signature as string, payload.challenge.parameters.expiresAt);
}

/** Records the challenge as used; false if it was used before (a replay). */
async function redeemOnce(
  deps: AppDeps,
  signature: string,
  expiresAtSeconds: number | undefined,
): Promise<boolean> {
  const expiresAt = new Date(
    (expiresAtSeconds ?? Date.now() / 1000 + CHALLENGE_TTL_MS / 1000) * 1000,
  ).toISOString();
  return spendChallenge(deps.db, signature, expiresAt);
}

async function verifyRecaptcha(secretKey: string, token: string, remoteIp: string): Promise<boolean> {
  try {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5000),
    });
    const body = (await response.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}

export async function verifyCaptcha(deps: AppDeps, token: string, remoteIp: string): Promise<boolean> {
  const captcha = deps.config.captcha;
  return captcha.provider === 'altcha'
    ? verifyAltcha(deps, token)
    : verifyRecaptcha(captcha.secretKey, token, remoteIp);
}
