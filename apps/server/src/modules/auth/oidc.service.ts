/**
 * Sign-in through an external OpenID Connect provider: authorization code + PKCE with
 * openid-client. The transaction (verifier, state, nonce) travels in a short-lived signed
 * cookie, so any instance can finish what another began.
 */
import crypto from 'node:crypto';
import type { Configuration, IDToken } from 'openid-client';
import { LIMITS } from '@neighbourly/shared';
import type { Config } from '../../config.ts';
import { isUniqueViolation } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { hmac, safeEqual } from '../../http/secret.ts';
import { insertUser, isLoginTaken } from '../people/index.ts';
import { linkIdentity, linkedUserOf } from './auth.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export type OidcProviderConfig = NonNullable<Config['oidc']>;

interface Transaction {
  verifier: string;
  state: string;
  nonce: string;
  expiresAt: number;
  /** The same-site path to go to once signed in (issue #13); absent in older cookies. */
  returnTo?: string;
}

const TRANSACTION_TTL_MS = 10 * 60_000;
const discoveries = new Map<string, Promise<Configuration>>();

let openidClient: Promise<typeof import('openid-client')> | undefined;
/** Loaded with the first OpenID sign-in: 8 MB of RSS a server without a provider never needs. */
const loadOidc = () => (openidClient ??= import('openid-client'));

function discover(provider: OidcProviderConfig): Promise<Configuration> {
  let found = discoveries.get(provider.issuerUrl);
  if (!found) {
    found = loadOidc().then((oidc) =>
      oidc.discovery(
        new URL(provider.issuerUrl),
        provider.clientId,
        undefined,
        provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None(),
        // Plain http is only for a provider on this machine (tests, local development).
        provider.issuerUrl.startsWith('http://') ? { execute: [oidc.allowInsecureRequests] } : undefined,
      ),
    );
    // A failed discovery is retried on the next attempt.
    found.catch(() => discoveries.delete(provider.issuerUrl));
    discoveries.set(provider.issuerUrl, found);
  }
  return found;
}

export const callbackUrl = (config: Config, provider: OidcProviderConfig) =>
  `${config.publicUrl}/login/oauth2/code/${provider.id}`;

export function sealTransaction(secret: string, transaction: Transaction): string {
  const body = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  return `${body}.${hmac(secret, `oidc.${body}`)}`;
}

export function openTransaction(secret: string, sealed: string | undefined): Transaction | null {
  if (!sealed) return null;
  const [body, signature] = sealed.split('.');
  if (!body || !signature || !safeEqual(signature, hmac(secret, `oidc.${body}`))) return null;
  try {
    const transaction = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Transaction;
    return transaction.expiresAt > Date.now() ? transaction : null;
  } catch {
    return null;
  }
}

/** `returnTo` must already be a safe return path: it rides in the sealed transaction. */
export async function beginAuthorization(deps: AppDeps, provider: OidcProviderConfig, returnTo: string) {
  const oidc = await loadOidc();
  const configuration = await discover(provider);
  const transaction: Transaction = {
    verifier: oidc.randomPKCECodeVerifier(),
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    expiresAt: Date.now() + TRANSACTION_TTL_MS,
    returnTo,
  };
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps.config, provider),
    scope: 'openid profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
    code_challenge_method: 'S256',
    state: transaction.state,
    nonce: transaction.nonce,
  });
  return {
    url: url.href,
    sealed: sealTransaction(deps.secret, transaction),
    ttlSeconds: TRANSACTION_TTL_MS / 1000,
  };
}

/** Exchanges the code, then finds the linked account or makes one. Returns the user id. */
export async function completeAuthorization(
  deps: AppDeps,
  provider: OidcProviderConfig,
  transaction: Transaction,
  currentUrl: URL,
): Promise<string> {
  const oidc = await loadOidc();
  const configuration = await discover(provider);
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: transaction.verifier,
    expectedState: transaction.state,
    expectedNonce: transaction.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error('the provider returned no subject');
  return findOrCreateUser(deps, provider.id, claims);
}

async function findOrCreateUser(deps: AppDeps, providerId: string, claims: IDToken): Promise<string> {
  const linked = await linkedUserOf(deps.db, providerId, claims.sub);
  if (linked) return linked;

  const preferred = [claims.preferred_username, claims.nickname, claims.name].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  const displayName = (typeof claims.name === 'string' && claims.name.trim()) || preferred || 'Neighbour';
  for (let attempt = 0; attempt < 5; attempt++) {
    const login = await availableLogin(deps, preferred ?? 'neighbour', attempt > 0);
    try {
      await inTransaction(deps.db, async (trx) => {
        await insertUser(trx, {
          login,
          passwordHash: null,
          name: displayName.trim().slice(0, LIMITS.displayNameMax),
        });
        await linkIdentity(trx, providerId, claims.sub, login);
      });
      return login;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not find a free login for the new account');
}

/**
 * A free login that follows the login rule (3-30 letters, digits, underscores), made from what
 * the provider calls the person.
 */
async function availableLogin(deps: AppDeps, wish: string, forceSuffix: boolean): Promise<string> {
  let base = wish
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/_+/g, '_');
  base = base.replace(/^_|_$/g, '') || 'neighbour';
  if (base.length < LIMITS.loginMin) base = `${base}_user`;
  base = base.slice(0, LIMITS.loginMax);
  if (!forceSuffix && !(await isLoginTaken(deps.db, base))) return base;
  return `${base.slice(0, LIMITS.loginMax - 7)}_${crypto.randomBytes(3).toString('hex')}`;
}
