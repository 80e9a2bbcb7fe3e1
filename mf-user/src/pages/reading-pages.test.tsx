import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { affiche, kbFile } from '../testing/fixtures';
import AfficheInfoPage from './affiche-info-page';
import AfficheListPage from './affiche-list-page';
import AfficheReadPage from './affiche-read-page';
import FileLookPage from './file-look-page';
import KnowledgeBasePage from './knowledge-base-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

const kbPage = (overrides: Record<string, unknown> = {}) => ({
  list: [],
  total: 0,
  page: 1,
  pageSize: 20,
  path: [],
  folders: [],
  ...overrides,
});

describe('KnowledgeBasePage', () => {
  it('shows the root folders, opens a folder with its path and files', async () => {
    fakeApi({
      'GET /api/kb': (config) =>
        paramsOf(config).folder_id === 2
          ? ok(
              kbPage({
                path: [{ id: 2, name: '公司制度' }],
                list: [kbFile(5, { read_count: 2 })],
                total: 1,
              }),
            )
          : ok(
              kbPage({
                folders: [
                  { id: 2, name: '公司制度', file_count: 4 },
                  { id: 3, name: '产品资料', file_count: 7 },
                ],
              }),
            ),
    });
    const { unmount } = renderAt(<KnowledgeBasePage />, '/pagesUser/file/index');
    expect(await screen.findByRole('link', { name: /公司制度/ })).toHaveAttribute(
      'href',
      '/pagesUser/file/index?folder_id=2',
    );
    expect(screen.getByText('7 files')).toBeVisible();
    unmount();
    renderAt(<KnowledgeBasePage />, '/pagesUser/file/index?folder_id=2');
    expect(await screen.findByRole('link', { name: /员工手册/ })).toHaveAttribute(
      'href',
      '/pagesUser/file/look?id=5',
    );
    expect(screen.getByText('1.5 MB · 总经办')).toBeVisible();
    expect(screen.getByText('Read')).toBeVisible();
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByRole('link', { name: 'Knowledge base' })).toHaveAttribute(
      'href',
      '/pagesUser/file/index',
    );
    expect(within(path).getByText('公司制度')).toHaveAttribute('aria-current', 'page');
    // Folders and files have icons, not emoji.
    expect(document.body).not.toHaveTextContent('📁');
  });

  it('searches every folder and says when nothing matches', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/kb': (config) =>
        paramsOf(config).keyword
          ? ok(kbPage())
          : ok(kbPage({ folders: [{ id: 2, name: '公司制度', file_count: 4 }] })),
    });
    renderAt(<KnowledgeBasePage />, '/pagesUser/file/index');
    await screen.findByText('公司制度');
    await user.type(screen.getByPlaceholderText('Search files'), '不存在{Enter}');
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ page: 1, pageSize: 20, keyword: '不存在' });
  });
});

describe('FileLookPage', () => {
  it("opens a PDF in the phone's own viewer, not in a frame, and records the read", async () => {
    const adapter = fakeApi({
      'GET /api/kb/files/5': ok(kbFile(5)),
      'POST /api/kb/files/5/read': ok(kbFile(5, { read_count: 1 })),
    });
    const { container } = renderAt(<FileLookPage />, '/pagesUser/file/look?id=5');
    const read = await screen.findByRole('link', { name: 'Read' });
    expect(read).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/media\/doc-staff-handbook\.pdf$/),
    );
    expect(read).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('download');
    expect(screen.getByText('PDF · 1.5 MB')).toBeVisible();
    // A frame starts the browser's PDF extension inside the page (and shows nothing on phones).
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Opened by 36 people')).toBeVisible();
    // The facts line breaks between its parts, never inside one (a date split as "2026-" / "06-01").
    const date = screen.getByText('2026-06-01', { exact: false });
    expect(date).toHaveClass('metaPart');
    expect(date.closest('p')).toHaveTextContent('公司制度 · 总经办 · 2026-06-01');
    await waitFor(() =>
      expect(
        adapter.calls.some((c) => c.method === 'post' && c.url === '/api/kb/files/5/read'),
      ).toBe(true),
    );
  });

  it('plays a video in place', async () => {
    fakeApi({
      'GET /api/kb/files/6': ok(
        kbFile(6, { kind: 'video', title: '门店陈列示范', url: '/api/media/lesson-video-1.mp4' }),
      ),
      'POST /api/kb/files/6/read': ok(kbFile(6)),
    });
    renderAt(<FileLookPage />, '/pagesUser/file/look?id=6');
    expect(await screen.findByLabelText('门店陈列示范')).toHaveAttribute('controls');
  });

  it('shows a missing file as the server says', async () => {
    fakeApi({
      'GET /api/kb/files/9': refused('File not found', 404),
      'POST /api/kb/files/9/read': refused('File not found', 404),
    });
    renderAt(<FileLookPage />, '/pagesUser/file/look?id=9');
    expect(await screen.findByText('File not found')).toBeVisible();
  });
});

describe('Announcements', () => {
  it('lists them with pinned, scope and unread marks', async () => {
    fakeApi({
      'GET /api/affiches': ok({
        list: [
          affiche(1, { is_top: true }),
          affiche(2, { read: true, scope: 'team', title: '本周排班调整' }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
        unread_count: 1,
      }),
    });
    renderAt(<AfficheListPage />, '/pagesUser/affiche/list');
    expect(await screen.findByText('关于冬季促销活动的通知')).toBeVisible();
    expect(screen.getByText('Pinned')).toBeVisible();
    expect(screen.getByText('Team')).toBeVisible();
    expect(screen.getByTestId('affiche-unread')).toHaveTextContent('1 unread');
    expect(screen.getByRole('link', { name: /本周排班调整/ })).toHaveAttribute(
      'href',
      '/pagesUser/affiche/info?id=2',
    );
  });

  it('shows one in full, sanitised, and leads managers to who has read it', async () => {
    act(() => void logInAs({ role: 'shop_manager' }));
    fakeApi({
      'GET /api/affiches/1': ok({
        ...affiche(1, { read: true }),
        body_html:
          '<p>各门店请做好准备。</p><img src="/api/media/x.svg" onerror="alert(1)"><script>alert(2)</script>',
        read_count: 8,
        audience_count: 11,
        can_see_reads: true,
      }),
    });
    renderAt(<AfficheInfoPage />, '/pagesUser/affiche/info?id=1');
    expect(await screen.findByText('各门店请做好准备。')).toBeVisible();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    // A manager's count is of their own people: the same ones the read-status page lists.
    expect(screen.getByTestId('read-count')).toHaveTextContent('8 of 11 in your team have read it');
    expect(screen.getByRole('link', { name: 'Read status' })).toHaveAttribute(
      'href',
      '/pagesUser/affiche/read?id=1',
    );
    expect(screen.getByText(/^营销中心 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
  });

  it('gives staff the count of everyone the announcement is for, without the read status', async () => {
    fakeApi({
      'GET /api/affiches/1': ok({
        ...affiche(1, { read: true, scope: 'all' }),
        body_html: '<p>各门店请做好准备。</p>',
        read_count: 60,
        audience_count: 75,
        can_see_reads: false,
      }),
    });
    renderAt(<AfficheInfoPage />, '/pagesUser/affiche/info?id=1');
    expect(await screen.findByTestId('read-count')).toHaveTextContent('Read by 60 of 75');
    expect(screen.queryByRole('link', { name: 'Read status' })).not.toBeInTheDocument();
  });

  it('tells an area manager the count is of their area', async () => {
    act(() => void logInAs({ role: 'area_manager' }));
    fakeApi({
      'GET /api/affiches/1': ok({
        ...affiche(1, { read: true }),
        body_html: '<p>各门店请做好准备。</p>',
        read_count: 30,
        audience_count: 41,
        can_see_reads: true,
      }),
    });
    renderAt(<AfficheInfoPage />, '/pagesUser/affiche/info?id=1');
    expect(await screen.findByTestId('read-count')).toHaveTextContent(
      '30 of 41 in your area have read it',
    );
  });

  it('lists who has read and who has not', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/affiches/1/reads': (config) =>
        ok({
          list:
            paramsOf(config).status === 'unread'
              ? [{ id: 9, name: '赵磊', avatar: '', shop: '上海徐汇旗舰店', read_at: null }]
              : [
                  {
                    id: 8,
                    name: '李晓明',
                    avatar: '',
                    shop: '上海徐汇旗舰店',
                    read_at: Math.floor(Date.now() / 1000) - 120,
                  },
                ],
          total: 1,
          page: 1,
          pageSize: 20,
          read_count: 8,
          unread_count: 3,
        }),
    });
    renderAt(<AfficheReadPage />, '/pagesUser/affiche/read?id=1');
    expect(await screen.findByText('李晓明')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Read (8)' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Not read (3)' }));
    expect(await screen.findByText('赵磊')).toBeVisible();
    expect(screen.getByText('Not read yet')).toBeVisible();
  });
});
