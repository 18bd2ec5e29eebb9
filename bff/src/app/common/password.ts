import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (≈18 ms per hash here). */
export const hashPin = (pin: string) => hash(pin);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a pin; with no stored hash it checks against a dummy one so an unknown legajo
 * costs the same time as a wrong pin.
 */
export async function verifyPin(storedHash: string | undefined, pin: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-pin-never-matches');
    await verify(await dummyHash, pin).catch(() => false);
    return false;
  }
  return verify(storedHash, pin).catch(() => false);
}
