import { describeAreaLifecycles } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

describeAreaLifecycles({
  name: 'clock-in',
  lifecycles,
  hostPath: { path: '/pagesClockin/ranking/index', shows: { heading: 'Ranking' } },
  deepLink: { path: '/pagesClockin/poster/index', heading: 'Promotion poster' },
  firstPage: { path: '/pagesClockin/activity/index', heading: 'Clock-in activities' },
});
