import { describeAreaLifecycles } from 'shared/standalone/testing';
import * as lifecycles from './lifecycles';

describeAreaLifecycles({
  name: 'exam',
  lifecycles,
  hostPath: { path: '/pagesExam/mistakes/index', shows: { heading: 'Wrong-answer set' } },
  deepLink: { path: '/pagesExam/collect/index', heading: 'Favourites' },
  firstPage: { path: '/pages/exam/index', heading: 'Question bank' },
});
