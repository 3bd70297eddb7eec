// argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // @node-rs/argon2's Algorithm.Argon2id; the const enum cannot be imported under isolatedModules.
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the e-mail is unknown, so that an unknown account costs the same time as a wrong
// password and the two cannot be told apart.
let decoyHash: Promise<string> | undefined;
export function verifyDecoyPassword(password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash.then((stored) => verifyPassword(stored, `${password}\u0000decoy`));
}
