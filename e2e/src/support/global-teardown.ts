import type { Composition } from '../../../scripts/src/compose-for-tests';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __COMPOSITION__?: Composition }).__COMPOSITION__?.stop();
}
