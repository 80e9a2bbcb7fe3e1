import net from 'node:net';

/** True when nothing listens on `port` (on any interface, as the dev servers bind). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    });
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** How far above the preferred port a dev server looks for a free one. */
export const PORTS_TRIED = 50;

/**
 * The preferred port when it is free, else the first free one above it, skipping `avoid` (ports
 * other servers of the app are meant to take even if they are not up yet, such as the API's).
 */
export async function firstFreePort(
  preferred: number,
  avoid: readonly number[] = [],
): Promise<number> {
  for (let port = preferred; port < preferred + PORTS_TRIED && port <= 65535; port += 1) {
    if (!avoid.includes(port) && (await isPortFree(port))) return port;
  }
  throw new Error(
    `No free port between ${preferred} and ${preferred + PORTS_TRIED - 1}: stop what listens there or set the app's port variable.`,
  );
}
