import { defineFederation } from '../scripts/src/define-federation';

export default defineFederation({
  app: 'mf-content',
  exposes: {
    './routes': './src/expose/routes.ts',
    './lifecycles': './src/expose/lifecycles.tsx',
    './widgets/banner-carousel': './src/expose/widgets/banner-carousel.tsx',
    './widgets/latest-news': './src/expose/widgets/latest-news.tsx',
  },
});
