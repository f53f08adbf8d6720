import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended profile: 19 MiB, 2 iterations, 1 lane.
 * `algorithm: 2` is `Algorithm.Argon2id`: the package declares it as an ambient const enum,
 * which `isolatedModules` cannot inline.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Computed once, on first use: what a login without a stored hash is verified against. */
let dummyHash: Promise<string> | undefined;

/** The argon2id hash (PHC string, salt included) to store for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`. A missing hash (unknown e-mail, lead account
 * without a password) is checked against a dummy hash with the same cost, so every failure takes
 * as long as a wrong password and timing does not tell whether the account exists.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    dummyHash ??= hashPassword('dummy password that never matches anything');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
