import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'mf-clockin',
  exposes: {
    './routes': './src/expose/routes.ts',
    './lifecycles': './src/expose/lifecycles.tsx',
    './widgets/today-tasks': './src/expose/widgets/today-tasks.tsx',
  },
});
