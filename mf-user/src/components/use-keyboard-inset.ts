import { useEffect, useState } from 'react';

/**
 * How much of the bottom of the layout viewport the on-screen keyboard covers (0 without one):
 * the visual viewport shrinks when the keyboard opens, while `position: fixed; bottom: 0`
 * stays at the layout viewport's bottom on iOS. A bottom bar lifted by this stays above the keys.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const measure = () => {
      const covered = window.innerHeight - (viewport.height + viewport.offsetTop);
      setInset(Math.max(0, Math.round(covered)));
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
