import { describeAreaLifecycles, fakeApi, ok } from 'shared/standalone/testing';
import { newsItem, newsPage, NEWS_CATEGORIES } from '../testing/fixtures';
import * as lifecycles from './lifecycles';

describeAreaLifecycles({
  name: 'content',
  lifecycles,
  hostPath: {
    path: '/pages/news/list',
    shows: { text: '第1期门店销售技巧分享' },
    arrange: () =>
      fakeApi({
        'GET /api/news/categories': ok({ list: NEWS_CATEGORIES }),
        'GET /api/news': ok(newsPage([newsItem(1)])),
      }),
  },
  deepLink: { path: '/pages/culture/index', heading: 'Company culture' },
});
