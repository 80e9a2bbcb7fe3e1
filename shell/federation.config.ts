import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'shell',
  runtimePlugins: ['./src/federation/fallback-plugin.ts'],
});
