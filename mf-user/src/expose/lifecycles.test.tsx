import { act } from '@testing-library/react';
import { describeAreaLifecycles, fakeApi, logInAs, ok } from 'shared/standalone/testing';
import { helpPage } from '../testing/fixtures';
import * as lifecycles from './lifecycles';

describeAreaLifecycles({
  name: 'user',
  lifecycles,
  hostPath: {
    path: '/pagesUser/issue/index',
    shows: { text: '如何登录学习平台？' },
    arrange: () => {
      act(() => void logInAs());
      fakeApi({ 'GET /api/help': ok(helpPage()) });
    },
  },
  firstPage: { path: '/pages/user/index', heading: 'Mine' },
});
