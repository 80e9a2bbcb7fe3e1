import { duplicateSingletons } from 'shared/singletons';

declare global {
  // Augmenting Window merges declarations, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    /** For the end-to-end suite and the debug panel: names of stateful modules loaded twice. */
    __duplicateSingletons?: () => string[];
  }
}

/** A second copy also logs the moment it registers (shared/singletons); this lets tools ask. */
export function exposeSingletonCheck(): void {
  window.__duplicateSingletons = duplicateSingletons;
}
