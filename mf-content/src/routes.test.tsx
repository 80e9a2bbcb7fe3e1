import { PATHS } from 'shared/paths';
import { describeRouteTable } from 'shared/standalone/testing';
import { routes } from './routes';

// Every page has the nav bar; the two tab lists have pull-down refresh.
describeRouteTable({
  name: 'content',
  routes,
  paths: PATHS.content,
  withoutNavBar: [],
  pullDownRefresh: ['/pages/material/category', '/pages/news/list'],
});
