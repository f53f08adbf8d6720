import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended profile: 19 MiB, 2 iterations, 1 lane.
 * `algorithm: 2` is `Algorithm.Argon2id`: the package declares it as an ambient const enum,
 * which `isolatedModules` cannot inline.
 */
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * What a login without a stored hash is verified against: the hash of a random secret nobody
 * knows, with the same parameters as real ones (a test checks), so it costs exactly as much.
 * A constant rather than computed at first use, so that first use is not slower either.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$Cw9vV0A8pJk9vxOV2Xp9dQ$3GcyXgFQPvGOQDbLVWuGV1k63kVx8un9BFoNwLRtGyE';

/** The argon2id hash (PHC string, salt included) to store for a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/**
 * True when `password` matches `passwordHash`. A missing hash (unknown e-mail, lead account
 * without a password) is checked against DUMMY_PASSWORD_HASH and fails, so every failure takes
 * as long as a wrong password and timing does not tell whether the account exists.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const isMatch = await verify(passwordHash ?? DUMMY_PASSWORD_HASH, password);
  return passwordHash !== null && isMatch;
}
