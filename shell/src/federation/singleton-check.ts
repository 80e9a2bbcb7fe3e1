import { duplicateSingletons } from 'shared/singletons';

declare global {
  interface Window {
    /** For the end-to-end suite and the debug panel: names of stateful modules loaded twice. */
    __duplicateSingletons?: () => string[];
  }
}

/** A second copy also logs the moment it registers (shared/singletons); this lets tools ask. */
export function exposeSingletonCheck(): void {
  window.__duplicateSingletons = duplicateSingletons;
}
