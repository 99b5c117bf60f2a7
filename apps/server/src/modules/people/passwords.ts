let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
/** Loaded with the first password hashed or checked: 12 MB of RSS an idle server never needs. */
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** Algorithm.Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax. */
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await loadArgon2()).hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown logins cannot be told apart by timing. */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('Dummy-password-1!');
  await verifyPassword(await dummyHash, password);
}
