// For tests of the client reports: a navigator.sendBeacon that keeps what it was given.
import type { ReportBatch } from '../reports/report-payload';

export type Beacon = { url: string; type: string; body: string };

const readText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * Installs a sendBeacon that accepts (or, with `accept` false, refuses) every beacon; `sent()`
 * answers the beacons so far, their bodies read, and `batches()` the bodies parsed.
 */
export function captureBeacons(accept = true) {
  const calls: { url: string; data: unknown }[] = [];
  const sendBeacon = jest.fn((url: string, data?: BodyInit | null) => {
    calls.push({ url, data });
    return accept;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const sent = async (): Promise<Beacon[]> =>
    Promise.all(
      calls.map(async ({ url, data }) => {
        const blob = data as Blob;
        return { url, type: blob.type, body: await readText(blob) };
      }),
    );
  return {
    sendBeacon,
    sent,
    batches: async (): Promise<ReportBatch[]> =>
      (await sent()).map((beacon) => JSON.parse(beacon.body) as ReportBatch),
    reports: async () => (await sent()).flatMap((b) => (JSON.parse(b.body) as ReportBatch).reports),
    remove: () => {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    },
  };
}
