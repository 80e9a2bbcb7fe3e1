import net from 'node:net';
import { PORTS_TRIED, firstFreePort, isPortFree } from './free-port';

/** Listens on a port the system picks; answers it and a way to close it. */
function occupy(port = 0): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(port, () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

describe('a dev server’s port', () => {
  it('tells a free port from a taken one', async () => {
    const taken = await occupy();
    expect(await isPortFree(taken.port)).toBe(false);
    await taken.close();
    expect(await isPortFree(taken.port)).toBe(true);
  });

  it('is the preferred port when it is free', async () => {
    const probe = await occupy();
    await probe.close();
    expect(await firstFreePort(probe.port)).toBe(probe.port);
  });

  it('moves above a taken port, past the ports other apps are meant to take', async () => {
    const taken = await occupy();
    try {
      const next = await firstFreePort(taken.port, [taken.port + 1]);
      expect(next).toBeGreaterThan(taken.port + 1);
      expect(next).toBeLessThan(taken.port + PORTS_TRIED);
    } finally {
      await taken.close();
    }
  });

  it('says what to do when no port in its range is free', async () => {
    const taken = await occupy();
    const avoid = Array.from({ length: PORTS_TRIED }, (_, i) => taken.port + i);
    await expect(firstFreePort(taken.port, avoid)).rejects.toThrow(
      /No free port between .* set the app's port variable/,
    );
    await taken.close();
  });
});
