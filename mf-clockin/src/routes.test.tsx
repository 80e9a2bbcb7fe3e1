import { PATHS } from 'shared/paths';
import { describeRouteTable } from 'shared/standalone/testing';
import { routes } from './routes';

// Every page has the nav bar, none has pull-down refresh.
describeRouteTable({
  name: 'clock-in',
  routes,
  paths: PATHS.clockin,
  pageCount: 7,
  withoutNavBar: [],
  pullDownRefresh: [],
});
