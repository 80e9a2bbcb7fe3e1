import { useEffect, useState } from 'react';

/**
 * The visible height of the page (the visual viewport: it shrinks when the keyboard opens, on
 * Android by resizing the page, on iOS only the visual viewport) and how much of the bottom of the layout viewport the on-screen keyboard covers (0 without one):
 * the visual viewport shrinks when the keyboard opens, while `position: fixed; bottom: 0`
 * stays at the layout viewport's bottom on iOS. A bottom bar lifted by this stays above the keys.
 */
export function useKeyboardInset(): { inset: number; height: number } {
  const [inset, setInset] = useState(0);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return undefined;
    const measure = () => {
      const covered = window.innerHeight - (viewport.height + viewport.offsetTop);
      setInset(Math.max(0, Math.round(covered)));
      setHeight(Math.round(viewport.height));
    };
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return { inset, height };
}
