import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'mf-user',
  exposes: {
    './routes': './src/expose/routes.ts',
    './lifecycles': './src/expose/lifecycles.tsx',
    './widgets/check-in': './src/expose/widgets/check-in.tsx',
  },
});
