import { LANGUAGE_STORAGE_KEY } from 'shared/i18n';
import { SESSION_STORAGE_KEY } from 'shared/session';

/** What this device keeps besides the login and the language: it is what "clear cache" removes. */
const KEEP = new Set([SESSION_STORAGE_KEY, LANGUAGE_STORAGE_KEY]);

function removableKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null && !KEEP.has(key)) keys.push(key);
  }
  return keys;
}

/** Bytes the removable local data takes (UTF-16, as browsers count it). */
export function cacheSize(): number {
  let bytes = 0;
  for (const key of removableKeys())
    bytes += (key.length + (localStorage.getItem(key)?.length ?? 0)) * 2;
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i) ?? '';
    bytes += (key.length + (sessionStorage.getItem(key)?.length ?? 0)) * 2;
  }
  return bytes;
}

/** Clears saved searches, drafts and other local data, and the browser's Cache Storage. */
export async function clearCache(): Promise<void> {
  for (const key of removableKeys()) localStorage.removeItem(key);
  sessionStorage.clear();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}
