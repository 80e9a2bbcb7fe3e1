/**
 * 128 random bits as 32 hex digits: ids and keys a page makes for itself (an idempotency key, a
 * device or session id, an OAuth state). getRandomValues works on plain-HTTP pages too, where
 * crypto.randomUUID does not exist.
 */
export function randomHexId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
