import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'mf-exam',
  exposes: {
    './routes': './src/expose/routes.ts',
    './lifecycles': './src/expose/lifecycles.tsx',
    './widgets/exam-overview': './src/expose/widgets/exam-overview.tsx',
  },
});
