import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRequest, get, resetRequestConfig } from 'shared/request';
import {
  recordChoice,
  recordRefusal,
  recordRemoteLoad,
  resetDeliveryLog,
} from '../federation/delivery-log';
import { renderWithProviders } from '../testing/render-with-providers';
import { DebugPanel } from './debug-panel';
import { DEBUG_SESSION_KEY, debugModeFrom } from './debug-mode';
import { resetFailedRequests, watchFailedRequests } from './failed-requests';
import { currentSharedSingletons, sharedSingletonsOf } from './shared-singletons';

jest.mock('./shared-singletons', () => ({
  ...jest.requireActual('./shared-singletons'),
  currentSharedSingletons: jest.fn(() => []),
}));

beforeEach(() => {
  resetDeliveryLog();
  resetFailedRequests();
  sessionStorage.clear();
});
afterEach(() => resetRequestConfig());

describe('debug mode', () => {
  it('turns on with ?debug=1 for the session and off with ?debug=0', () => {
    expect(debugModeFrom('', sessionStorage)).toBe(false);
    expect(debugModeFrom('?debug=1&x=2', sessionStorage)).toBe(true);
    expect(sessionStorage.getItem(DEBUG_SESSION_KEY)).toBe('1');
    expect(debugModeFrom('?other=1', sessionStorage)).toBe(true);
    expect(debugModeFrom('?debug=0', sessionStorage)).toBe(false);
    expect(debugModeFrom('', sessionStorage)).toBe(false);
  });
});

describe('the share scope as the panel lists it', () => {
  it('groups versions by package and flags a package loaded in two versions', () => {
    expect(
      sharedSingletonsOf({
        default: {
          react: { '19.3.1': { from: 'shell', loaded: true } },
          zustand: {
            '5.1.0': { from: 'shell', loaded: true },
            '5.0.0': { from: 'mf_old', loaded: true },
          },
          qrcode: { '1.5.4': { from: 'mf_user' } },
          'react-router': { '7.18.5': { from: 'shell', treeShaking: { loaded: true } } },
        },
      }),
    ).toEqual([
      {
        name: 'qrcode',
        versions: [{ version: '1.5.4', from: 'mf_user', loaded: false }],
        loadedTwice: false,
      },
      {
        name: 'react',
        versions: [{ version: '19.3.1', from: 'shell', loaded: true }],
        loadedTwice: false,
      },
      {
        name: 'react-router',
        versions: [{ version: '7.18.5', from: 'shell', loaded: true }],
        loadedTwice: false,
      },
      {
        name: 'zustand',
        versions: [
          { version: '5.1.0', from: 'shell', loaded: true },
          { version: '5.0.0', from: 'mf_old', loaded: true },
        ],
        loadedTwice: true,
      },
    ]);
  });
});

describe('the debug panel', () => {
  it('shows loaded remotes, refused releases, singletons, duplicates and failed requests', async () => {
    jest.mocked(currentSharedSingletons).mockReturnValue([
      {
        name: 'react',
        versions: [{ version: '19.3.1', from: 'shell', loaded: true }],
        loadedTwice: false,
      },
    ]);
    recordRemoteLoad({
      name: 'mf_exam',
      version: '1.1.0',
      entry: 'https://cdn.example.com/mf-exam/1.1.0-0a1b2c3d/mf-manifest.json',
      origin: 'https://cdn.example.com',
      loadMs: 42,
      at: Date.now(),
    });
    recordRefusal('mf_exam', {
      name: 'mf_exam',
      version: '2.0.0',
      contract: 2,
      shellContract: 1,
      keptVersion: '1.1.0',
      at: Date.now(),
    });
    watchFailedRequests();
    configureRequest({
      baseURL: 'https://api.example.com',
      adapter: async (config) => ({
        data: 'down',
        status: 503,
        statusText: '',
        headers: {},
        config,
      }),
    });
    await expect(get('/api/news')).rejects.toThrow();

    const user = userEvent.setup();
    renderWithProviders(<DebugPanel />);
    await user.click(screen.getByRole('button', { name: 'Debug' }));
    const panel = await screen.findByRole('dialog', { name: 'Debug panel' });

    const remotes = within(panel).getByLabelText('Loaded remotes');
    expect(remotes).toHaveTextContent('mf_exam');
    expect(remotes).toHaveTextContent('Version 1.1.0 · https://cdn.example.com · loaded in 42 ms');
    expect(within(panel).getByLabelText('Refused releases')).toHaveTextContent(
      'Version 2.0.0 declares shell contract 2; this shell is contract 1',
    );
    expect(within(panel).getByLabelText('Refused releases')).toHaveTextContent(
      'Keeping version 1.1.0',
    );
    expect(within(panel).getByLabelText('Shared singletons')).toHaveTextContent(
      '19.3.1 from shell',
    );
    expect(within(panel).getByLabelText('Loaded twice')).toHaveTextContent(
      'Every singleton is loaded once',
    );
    const failed = within(panel).getByLabelText('Recent failed requests');
    expect(failed).toHaveTextContent('GET https://api.example.com/api/news');
    expect(failed).toHaveTextContent('http 503');
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  describe('the release each remote gave this user, and why', () => {
    const choices = () => {
      recordChoice({ name: 'mf_content', release: undefined, decision: undefined });
      recordChoice({
        name: 'mf_exam',
        release: '1.1.0-ef56ab78',
        decision: {
          canary: true,
          by: 'percent',
          percent: 10,
          bucket: 7,
          subject: 'user',
          team: 'Shop 12',
          area: null,
        },
      });
      recordChoice({
        name: 'mf_train',
        release: '2.0.0-11223344',
        decision: { canary: true, by: 'team', team: 'Shop 12' },
      });
      recordChoice({
        name: 'mf_user',
        release: '1.0.0-ab12cd34',
        decision: {
          canary: false,
          by: 'percent',
          percent: 0,
          bucket: 42,
          subject: 'user',
          team: 'Shop 12',
          area: 'East',
        },
      });
      recordChoice({
        name: 'mf_clockin',
        release: '1.0.0-ab12cd34',
        decision: {
          canary: false,
          by: 'percent',
          percent: 25,
          bucket: 61,
          subject: 'device',
          team: null,
          area: null,
        },
      });
    };

    const openPanel = async (language: 'en' | 'zh-CN', title: string, open: string) => {
      const user = userEvent.setup();
      renderWithProviders(<DebugPanel />, { language });
      await user.click(screen.getByRole('button', { name: open }));
      return screen.findByRole('dialog', { name: title });
    };

    const rowOf = (list: HTMLElement, name: string) =>
      within(list).getByText(name).closest('.adm-list-item')!;

    it.each([
      {
        language: 'en' as const,
        panelTitle: 'Debug panel',
        open: 'Debug',
        listName: 'Release you got',
        rows: {
          mf_content: 'local build: no canary',
          mf_exam: 'canary 1.1.0-ef56ab78 (10 % rule, your bucket 7)',
          mf_train: 'canary 2.0.0-11223344 (your team Shop 12 is named)',
          mf_user: 'stable 1.0.0-ab12cd34 (team Shop 12 not in canary)',
          mf_clockin: "stable 1.0.0-ab12cd34 (25 % rule, this device's bucket 61)",
        },
      },
      {
        language: 'zh-CN' as const,
        panelTitle: '调试面板',
        open: '调试',
        listName: '你使用的版本',
        rows: {
          mf_content: '本地构建：没有灰度版本',
          mf_exam: '灰度版 1.1.0-ef56ab78（10% 规则，你的分桶 7）',
          mf_train: '灰度版 2.0.0-11223344（你的团队 Shop 12 在名单中）',
          mf_user: '稳定版 1.0.0-ab12cd34（团队 Shop 12 不在灰度名单中）',
          mf_clockin: '稳定版 1.0.0-ab12cd34（25% 规则，本设备的分桶 61）',
        },
      },
    ])('in $language', async ({ language, panelTitle, open, listName, rows }) => {
      choices();
      const panel = await openPanel(language, panelTitle, open);
      const list = within(panel).getByLabelText(listName);
      for (const [name, text] of Object.entries(rows)) {
        expect(rowOf(list, name)).toHaveTextContent(text);
      }
    });

    it('says when remotes.json has not been read', async () => {
      const panel = await openPanel('en', 'Debug panel', 'Debug');
      expect(within(panel).getByLabelText('Release you got')).toHaveTextContent(
        'remotes.json not read yet',
      );
    });
  });
});
