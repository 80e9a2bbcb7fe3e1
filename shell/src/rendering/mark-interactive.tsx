import { useEffect, type ReactNode } from 'react';
import { INTERACTIVE_MARK } from 'shared/federation';

/**
 * Marks the moment the first page answers taps (INTERACTIVE_MARK): its first commit, hydrated or
 * rendered. Only wraps its child, so the tree (and its ids) is the one the server rendered.
 */
export function MarkInteractive({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) {
      performance.mark(INTERACTIVE_MARK);
    }
  }, []);
  return children;
}
