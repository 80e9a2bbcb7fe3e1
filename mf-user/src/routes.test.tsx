import { PATHS } from 'shared/paths';
import { describeRouteTable } from 'shared/standalone/testing';
import { routes } from './routes';

// The questionnaire alone hides the nav bar; no page has pull-down refresh.
describeRouteTable({
  name: 'user',
  routes,
  paths: PATHS.user,
  pageCount: 39,
  withoutNavBar: ['/pagesUser/questionnaire/index'],
  pullDownRefresh: [],
});
