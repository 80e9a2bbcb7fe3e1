import type http from 'node:http';
import type { Composition } from '../../../scripts/src/compose-for-tests';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __FAULTS__?: { composition: Composition; control: http.Server } })
    .__FAULTS__;
  if (!state) return;
  await new Promise<void>((resolve) => state.control.close(() => resolve()));
  await state.composition.stop();
}
