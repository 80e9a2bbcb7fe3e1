import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'mf-train',
  exposes: {
    './routes': './src/expose/routes.ts',
    './lifecycles': './src/expose/lifecycles.tsx',
    './widgets/recommended-courses': './src/expose/widgets/recommended-courses.tsx',
    './widgets/continue-learning': './src/expose/widgets/continue-learning.tsx',
  },
});
