import { PATHS } from 'shared/paths';
import { describeRouteTable } from 'shared/standalone/testing';
import { routes } from './routes';

// The exam index alone hides the nav bar; no page has pull-down refresh.
describeRouteTable({
  name: 'exam',
  routes,
  paths: PATHS.exam,
  withoutNavBar: ['/pages/exam/index'],
  pullDownRefresh: [],
});
