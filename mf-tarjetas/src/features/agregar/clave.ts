type Aleatorio = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>> | undefined;

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A new `Idempotency-Key` (a v4 UUID). `crypto.randomUUID` exists only in secure contexts (https, localhost): a
 * plant PC on plain http builds it from `getRandomValues`, and without Web Crypto at all from Math.random.
 */
export function nuevaClave(aleatorio: Aleatorio = globalThis.crypto): string {
  if (typeof aleatorio?.randomUUID === 'function') return aleatorio.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof aleatorio?.getRandomValues === 'function') aleatorio.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
