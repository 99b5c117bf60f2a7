/**
 * Each local actor's key pairs: RSA (HTTP Signatures and Linked Data signatures, which Mastodon
 * checks) and Ed25519 (object integrity proofs). Made on first use and kept in `actor_keys`, so
 * every instance signs with the same keys; imported keys are kept in memory (they never change).
 */
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';

import type { Db } from '../../db/client.ts';
import { keysOf, saveKey } from './federation.repository.ts';

const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

/** As Fedify makes and takes them (its type, whichever lib the compiler reads it with). */
export type KeyPairs = Awaited<ReturnType<typeof generateCryptoKeyPair>>[];
type JsonWebKey = Parameters<typeof importJwk>[0];

/** Per database: two apps in one process (the tests' two instances) have their own keys. */
const importedByDb = new WeakMap<Db, Map<string, Promise<KeyPairs>>>();

async function loadOrMake(db: Db, actor: string): Promise<KeyPairs> {
  let rows = await keysOf(db, actor);
  const missing = ALGORITHMS.filter((algorithm) => !rows.some((row) => row.algorithm === algorithm));
  for (const algorithm of missing) {
    const pair = await generateCryptoKeyPair(algorithm);
    await saveKey(db, {
      actor,
      algorithm,
      private_jwk: JSON.stringify(await exportJwk(pair.privateKey)),
      public_jwk: JSON.stringify(await exportJwk(pair.publicKey)),
    });
  }
  // Another instance may have made them first: the stored ones are the keys.
  if (missing.length > 0) rows = await keysOf(db, actor);
  const ordered = ALGORITHMS.map((algorithm) => rows.find((row) => row.algorithm === algorithm)!);
  return Promise.all(
    ordered.map(async (row) => ({
      privateKey: await importJwk(JSON.parse(row.private_jwk) as JsonWebKey, 'private'),
      publicKey: await importJwk(JSON.parse(row.public_jwk) as JsonWebKey, 'public'),
    })),
  );
}

/** The key pairs an actor has, without making any: a deleted group's, while its Deletes go out. */
export async function existingKeyPairsOf(db: Db, actor: string): Promise<KeyPairs> {
  if ((await keysOf(db, actor)).length === 0) return [];
  return keyPairsOf(db, actor);
}

/** The actor's key pairs, RSA first (Fedify signs HTTP requests with the first RSA key). */
export function keyPairsOf(db: Db, actor: string): Promise<KeyPairs> {
  let imported = importedByDb.get(db);
  if (!imported) importedByDb.set(db, (imported = new Map()));
  let pairs = imported.get(actor);
  if (!pairs) {
    pairs = loadOrMake(db, actor);
    imported.set(actor, pairs);
    pairs.catch(() => imported.delete(actor));
  }
  return pairs;
}
