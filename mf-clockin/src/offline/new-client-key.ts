/**
 * A fresh idempotency key for one clock-in attempt: 128 random bits as 32 hex digits.
 * getRandomValues works on plain-HTTP pages too, where crypto.randomUUID does not exist.
 */
export function newClientKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
