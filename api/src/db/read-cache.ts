import type { Db } from './open-database';

/**
 * A read-through cache for hot list queries. Any write request to the API bumps the database's
 * write version and so empties it; entries also expire after a second, for lists that depend on
 * the clock ("ongoing", "today").
 */
const TTL_MS = 1000;
const MAX_ENTRIES = 500;

type Entry = { version: number; at: number; value: unknown };
type State = { version: number; entries: Map<string, Entry> };

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let state = states.get(db);
  if (!state) states.set(db, (state = { version: 0, entries: new Map() }));
  return state;
}

export function noteWrite(db: Db): void {
  const state = stateOf(db);
  state.version++;
  state.entries.clear();
}

export function readThrough<T>(db: Db, key: string, compute: () => T): T {
  const state = stateOf(db);
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && hit.version === state.version && now - hit.at < TTL_MS) return hit.value as T;
  const value = compute();
  if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
  state.entries.set(key, { version: state.version, at: now, value });
  return value;
}
