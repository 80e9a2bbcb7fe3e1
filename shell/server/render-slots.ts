/**
 * At most `count` renders at once; the others wait their turn, first come first served, until
 * their budget ends. Renders that all run together interleave and all finish late (each past its
 * budget, the work thrown away); a few at a time finish in time, and under a load the server
 * cannot render, the rest go to the browser as soon as their budget is spent rather than after.
 */
export function createRenderSlots(count: number) {
  let free = count;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  const releaseOnce = () => {
    let released = false;
    return () => {
      if (!released) release();
      released = true;
    };
  };
  return {
    /** A slot (call what it answers to give it back); rejects with the signal's reason if it ends first. */
    async take(signal: AbortSignal): Promise<() => void> {
      signal.throwIfAborted();
      if (free > 0) {
        free -= 1;
        return releaseOnce();
      }
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal.removeEventListener('abort', quit);
          resolve();
        };
        const quit = () => {
          waiting.splice(waiting.indexOf(turn), 1);
          reject(signal.reason);
        };
        waiting.push(turn);
        signal.addEventListener('abort', quit, { once: true });
      });
      return releaseOnce();
    },
    /** Renders waiting for a slot. */
    waiting: () => waiting.length,
  };
}
