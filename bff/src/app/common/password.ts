import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

/** argon2id with the library defaults (≈18 ms per hash here). */
export const hashPin = (pin: string) => hash(pin);

/** A bcrypt hash (`$2a$`/`$2b$`/`$2y$`): a user migrated from the original app who has not logged in since. */
export const isLegacyHash = (storedHash: string): boolean => /^\$2[aby]\$\d\d\$/.test(storedHash);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a pin; with no stored hash it checks against a dummy one so an unknown legajo
 * costs the same time as a wrong pin. A migrated user's bcrypt hash is checked with bcrypt
 * (the caller then replaces it with an argon2id hash: `isLegacyHash`).
 */
export async function verifyPin(storedHash: string | undefined, pin: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-pin-never-matches');
    await verify(await dummyHash, pin).catch(() => false);
    return false;
  }
  if (isLegacyHash(storedHash)) return bcrypt.compare(pin, storedHash).catch(() => false);
  return verify(storedHash, pin).catch(() => false);
}
