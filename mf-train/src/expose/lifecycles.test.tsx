import { describeAreaLifecycles } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

describeAreaLifecycles({
  name: 'training',
  lifecycles,
  hostPath: { path: '/pagesTrain/meeting/list', shows: { heading: 'Meetings' } },
  deepLink: { path: '/pagesTrain/policy/catalogue', heading: 'Policy catalogue' },
  firstPage: { path: '/pages/train/index', heading: 'Training' },
});
