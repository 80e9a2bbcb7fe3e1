import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared/session';
import {
  envelope,
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
  TEST_USER,
} from 'shared/standalone/testing';
import { joinRequest, joinState, notice, pointsEntry, signInCalendar } from '../testing/fixtures';
import BindInvitePage from './bind-invite-page';
import BindPage from './bind-page';
import BindStatePage, { REVIEW_POLL_MS } from './bind-state-page';
import IntegralPage from './integral-page';
import NoticePage from './notice-page';
import SignPage from './sign-page';
import TeamListPage from './team-list-page';

const NOT_JOINED = {
  is_check: 0 as const,
  username: '',
  sex: 0 as const,
  profile_complete: false,
  team: null,
  shop: null,
  area: null,
};

afterEach(() => {
  jest.useRealTimers();
  resetAreaTest();
});

describe('BindPage (complete profile)', () => {
  beforeEach(() => act(() => void logInAs(NOT_JOINED)));

  it('checks the form inline and sends nothing while it is wrong', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({ 'GET /api/me': ok({ ...TEST_USER, ...NOT_JOINED }) });
    renderAt(<BindPage />, '/pagesUser/bind/index');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter your real name')).toBeVisible();
    expect(screen.getByText('Choose your sex')).toBeVisible();
    await user.type(screen.getByPlaceholderText('As on your ID card'), '王');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('A real name has 2 to 20 characters')).toBeVisible();
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('saves the profile and goes on to the invite code', async () => {
    const user = userEvent.setup();
    const saved = {
      ...TEST_USER,
      ...NOT_JOINED,
      username: '王小明',
      sex: 1,
      profile_complete: true,
    };
    const adapter = fakeApi({
      'POST /api/user/profile': ok(saved),
      'GET /api/me': envelope('0', saved),
    });
    const { location } = renderAt(<BindPage />, '/pagesUser/bind/index');
    await user.type(screen.getByPlaceholderText('As on your ID card'), '王小明');
    await user.click(screen.getByText('Male'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location()).toBe('/pagesUser/bind/invite'));
    const post = adapter.calls.find((c) => c.method === 'post')!;
    // The avatar and nickname already set are kept.
    expect(JSON.parse(post.data as string)).toEqual({
      username: '王小明',
      sex: 1,
      nickname: 'San',
      avatar: '/api/media/avatar-1.svg',
    });
  });

  it('goes back to the invite page with the code a scanned QR code brought', async () => {
    const user = userEvent.setup();
    const saved = {
      ...TEST_USER,
      ...NOT_JOINED,
      username: '王小明',
      sex: 1,
      profile_complete: true,
    };
    fakeApi({
      'POST /api/user/profile': ok(saved),
      'GET /api/me': envelope('0', saved),
    });
    const { location } = renderAt(<BindPage />, '/pagesUser/bind/index?code=youjia');
    await user.type(screen.getByPlaceholderText('As on your ID card'), '王小明');
    await user.click(screen.getByText('Male'));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(location()).toBe('/pagesUser/bind/invite?code=YOUJIA'));
  });
});

describe('BindInvitePage (before the profile is complete)', () => {
  beforeEach(() => act(() => void logInAs(NOT_JOINED)));

  it('shows the profile as the step to do first and leads there, keeping the code', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({ 'GET /api/me': ok({ ...TEST_USER, ...NOT_JOINED }) });
    const { location } = renderAt(<BindInvitePage />, '/pagesUser/bind/invite?code=youjia');
    // The page's own state, not an error: nothing shouts as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Complete profile',
      'Company activation',
      'Review status',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Fill in your real name and sex to continue.')).toBeVisible();
    // The code cannot be sent yet (the API refuses it), so there is no form to fill in vain.
    expect(screen.queryByPlaceholderText('6 letters or digits')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete profile' }));
    expect(location()).toBe('/pagesUser/bind/index?code=YOUJIA');
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });
});

describe('BindInvitePage (company activation)', () => {
  beforeEach(() => act(() => void logInAs({ ...NOT_JOINED, profile_complete: true })));

  it('validates the code, shows a refusal and activates with a good one', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const adapter = fakeApi({
      'GET /api/me': ok({ ...TEST_USER, ...NOT_JOINED, profile_complete: true }),
      'POST /api/join/activate': () =>
        ++attempt === 1 ? refused('This invite code does not exist') : ok(joinState()),
    });
    const { location } = renderAt(<BindInvitePage />, '/pagesUser/bind/invite?code=youjia');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Company activation',
    );
    const input = screen.getByPlaceholderText('6 letters or digits');
    expect(input).toHaveValue('YOUJIA');
    await user.clear(input);
    await user.type(input, 'AB');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('An invite code has 6 letters or digits')).toBeVisible();
    await user.clear(input);
    await user.type(input, 'ZZZZZZ');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('This invite code does not exist')).toBeVisible();
    expect(location()).toBe('/pagesUser/bind/invite?code=youjia');
    await user.clear(input);
    await user.type(input, 'youjia');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(location()).toBe('/pagesUser/bind/state'));
    const bodies = adapter.calls
      .filter((c) => c.method === 'post')
      .map((c) => JSON.parse(c.data as string) as unknown);
    expect(bodies).toEqual([{ invite_code: 'ZZZZZZ' }, { invite_code: 'YOUJIA' }]);
  });
});

describe('BindStatePage (review state)', () => {
  beforeEach(() => act(() => void logInAs({ ...NOT_JOINED, is_check: 1 })));

  it('asks again while pending and shows the approval when it comes', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let calls = 0;
    const approved = joinState({ is_check: 2 });
    fakeApi({
      'GET /api/join/state': () =>
        ++calls === 1
          ? ok(joinState())
          : ok({
              ...approved,
              request: { ...approved.request, status: 'approved', reviewed_at: 1_763_700_000 },
            }),
      'GET /api/me': envelope('0', TEST_USER),
    });
    renderAt(<BindStatePage />, '/pagesUser/bind/state');
    expect(await screen.findByText('Pending review')).toBeVisible();
    expect(
      screen.getByText('This page updates by itself once your request is reviewed.'),
    ).toBeVisible();
    // Waiting for a review is a warning, never the green of a success.
    expect(document.querySelector('.adm-result-warning')).not.toBeNull();
    expect(document.querySelector('.adm-result-success, .adm-result-waiting')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(REVIEW_POLL_MS);
    });
    expect(await screen.findByText('Approved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start learning' })).toBeVisible();
    expect(document.querySelector('.adm-result-success')).not.toBeNull();
    await waitFor(() => expect(useSessionStore.getState().user.is_check).toBe(2));
  });
});

// Dialogs animate in; the pointer check would see them still fading.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('TeamListPage (area management)', () => {
  beforeEach(() => act(() => void logInAs({ role: 'area_manager' })));

  it('approves a pending request after confirming', async () => {
    const user = setupUser();
    let approved = false;
    const adapter = fakeApi({
      'GET /api/team/areas': ok({ list: [] }),
      'GET /api/join/requests': () =>
        ok({
          list: approved ? [] : [joinRequest(5)],
          total: approved ? 0 : 1,
          page: 1,
          pageSize: 20,
        }),
      'POST /api/join/requests/5/approve': () => {
        approved = true;
        return ok(joinRequest(5, { status: 'approved' }));
      },
    });
    renderAt(<TeamListPage />, '/pagesUser/team/list');
    const item = (await screen.findByText('周子涵')).closest('.adm-list-item') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = (await screen.findByText('Let 周子涵 join the team?')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('周子涵 has joined the team')).toBeVisible();
    expect(await screen.findByText('No requests to review')).toBeVisible();
    expect(adapter.calls.some((c) => c.url === '/api/join/requests/5/approve')).toBe(true);
  });

  it('needs a reason to reject', async () => {
    const user = setupUser();
    const adapter = fakeApi({
      'GET /api/team/areas': ok({ list: [] }),
      'GET /api/join/requests': ok({ list: [joinRequest(6)], total: 1, page: 1, pageSize: 20 }),
      'POST /api/join/requests/6/reject': ok(
        joinRequest(6, { status: 'rejected', reason: '不是本店员工' }),
      ),
    });
    renderAt(<TeamListPage />, '/pagesUser/team/list');
    const item = (await screen.findByText('周子涵')).closest('.adm-list-item') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = (await screen.findByText('Reject 周子涵')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Give a reason for the rejection')).toBeVisible();
    expect(adapter.calls.some((c) => c.method === 'post')).toBe(false);
    await user.type(
      within(dialog).getByPlaceholderText('Why? The applicant will see this.'),
      '不是本店员工',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The request of 周子涵 was rejected')).toBeVisible();
    const post = adapter.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(post.data as string)).toEqual({ reason: '不是本店员工' });
  });

  it('says why a rejected request was refused, punctuated for its language', async () => {
    fakeApi({
      'GET /api/team/areas': ok({ list: [] }),
      'GET /api/join/requests': ok({
        list: [joinRequest(7, { status: 'rejected', reason: '不是本店员工' })],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    renderAt(<TeamListPage />, '/pagesUser/team/list?tab=rejected', { language: 'zh-CN' });
    expect(await screen.findByText('原因：不是本店员工')).toBeVisible();
  });

  it('shows the area, its shops and staff counts', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/join/requests': ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      'GET /api/team/areas': ok({
        list: [
          {
            id: 1,
            name: '华东区',
            staff_count: 21,
            pending_count: 2,
            shops: [
              {
                id: 1,
                name: '上海徐汇旗舰店',
                address: '上海市徐汇区漕溪北路 88 号',
                phone: '021-64001234',
                team: { id: 1, name: '徐汇旗舰店团队' },
                staff_count: 11,
                manager_count: 2,
                pending_count: 2,
              },
            ],
          },
        ],
      }),
    });
    const { location } = renderAt(<TeamListPage />, '/pagesUser/team/list');
    await user.click(await screen.findByRole('tab', { name: 'Area' }));
    expect(await screen.findByText('上海徐汇旗舰店')).toBeVisible();
    expect(screen.getByText('11 people')).toBeVisible();
    expect(screen.getByText('2 to review')).toBeVisible();
    expect(location()).toBe('/pagesUser/team/list?tab=area');
    expect(screen.getByRole('link', { name: /上海徐汇旗舰店/ })).toHaveAttribute(
      'href',
      '/pagesUser/team/people?shop_id=1',
    );
    // The area's name heads its figures; the count to review opens the requests it counts.
    const area = screen.getByRole('region', { name: '华东区' });
    expect(within(area).getByText('21')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Shops' })).getByText('上海徐汇旗舰店'),
    ).toBeVisible();
    await user.click(within(area).getByRole('link', { name: /To review/ }));
    expect(location()).toBe('/pagesUser/team/list?tab=pending');
    expect(await screen.findByRole('tab', { name: /To review/, selected: true })).toBeVisible();
  });

  it('shows someone who is not an area manager "no permission" and the way back', async () => {
    const user = setupUser();
    act(() => void logInAs({ role: 'staff' }));
    const adapter = fakeApi({
      'GET /api/team/areas': refused('Only area managers manage an area', 403),
      'GET /api/join/requests': refused('Only area managers review join requests', 403),
    });
    const { location } = renderAt(<TeamListPage />, '/pagesUser/team/list');
    expect(await screen.findByText('No permission')).toBeVisible();
    expect(screen.getByText('Only area managers manage an area')).toBeVisible();
    // Not a failed load: no Retry, no tabs of a page this reader cannot use.
    expect(screen.queryByText('This page failed to load')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(adapter.calls.map((c) => c.url)).not.toContain('/api/join/requests');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(location()).toBe('/pages/index/index'));
  });

  it('counts the requests to review on their tab', async () => {
    fakeApi({
      'GET /api/team/areas': ok({
        list: [{ id: 1, name: '华东区', staff_count: 21, pending_count: 3, shops: [] }],
      }),
      'GET /api/join/requests': ok({ list: [], total: 0, page: 1, pageSize: 20 }),
    });
    renderAt(<TeamListPage />, '/pagesUser/team/list');
    expect(await screen.findByRole('tab', { name: /To review\s*3/ })).toBeVisible();
  });
});

describe('SignPage (daily check-in)', () => {
  beforeEach(() => act(() => void logInAs()));

  it('shows the month, the streak, and checks in once', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/user/sign-in': ok(signInCalendar()),
      'POST /api/user/sign-in': ok(
        signInCalendar({
          signed_today: true,
          streak: 7,
          points: 370,
          days: [...signInCalendar().days, { day: '2026-11-21', points: 10, streak: 7 }],
        }),
      ),
      'GET /api/me': envelope('0', TEST_USER),
    });
    renderAt(<SignPage />, '/pagesUser/user/sign');
    expect(await screen.findByTestId('streak')).toHaveTextContent('6');
    // A table of weeks: weekday headers over rows of seven days each.
    const calendar = screen.getByRole('table', { name: 'November 2026' });
    expect(within(calendar).getAllByRole('columnheader')).toHaveLength(7);
    for (const week of within(calendar).getAllByRole('row').slice(1)) {
      expect(within(week).getAllByRole('cell')).toHaveLength(7);
    }
    expect(screen.getByText('November 2026')).toBeVisible();
    expect(screen.getByRole('cell', { name: '20: checked in, +5 points' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Check in today (+10 points)' }));
    expect(await screen.findByText('Checked in: +10 points')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    expect(screen.getByTestId('streak')).toHaveTextContent('7');
    expect(screen.getByRole('cell', { name: '21: checked in, +10 points' })).toBeVisible();
    expect(adapter.calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });

  it('goes to the previous month and not past this one', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/user/sign-in': (config) =>
        ok(
          paramsOf(config).month === '2026-10'
            ? signInCalendar({
                month: '2026-10',
                days: [{ day: '2026-10-31', points: 5, streak: 1 }],
              })
            : signInCalendar(),
        ),
    });
    renderAt(<SignPage />, '/pagesUser/user/sign');
    expect(await screen.findByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('cell', { name: '31: checked in, +5 points' })).toBeVisible();
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ month: '2026-10' });
  });
});

describe('IntegralPage (points ledger)', () => {
  beforeEach(() => act(() => void logInAs()));

  it('shows the points I have, each entry with its change and China-time date, and filters them', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/user/points': (config) =>
        ok({
          list:
            paramsOf(config).type === 'spent'
              ? [pointsEntry(3, -100, 255, 'payment')]
              : [pointsEntry(1, 5, 360), pointsEntry(2, 20, 355, 'exam_pass')],
          total: 2,
          page: 1,
          pageSize: 20,
          balance: 360,
          earned_total: 1460,
          spent_total: 1100,
        }),
    });
    const { location } = renderAt(<IntegralPage />, '/pagesUser/user/integral');
    expect(await screen.findByText('每日签到')).toBeVisible();
    expect(screen.getByTestId('points')).toHaveTextContent('360');
    expect(screen.getByText('Current points')).toBeVisible();
    // Something was spent, so the totals add what the figure alone does not say.
    expect(screen.getByText('1460')).toBeVisible();
    expect(screen.getByText('1100')).toBeVisible();
    expect(screen.getByText('+20')).toBeVisible();
    // 2026-11-19 23:30 UTC is 07:30 the next morning in China.
    expect(screen.getByText('2026-11-20 07:30')).toBeVisible();
    // No running balance per row: it read as money, and the first one repeated the figure above.
    expect(screen.queryByText(/Balance/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Spent' }));
    expect(await screen.findByText('余额支付')).toBeVisible();
    expect(screen.getByText('-100')).toBeVisible();
    expect(location()).toBe('/pagesUser/user/integral?type=spent');
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ type: 'spent', page: 1, pageSize: 20 });
  });

  it('says the points once when nothing was spent yet', async () => {
    fakeApi({
      'GET /api/user/points': ok({
        list: [pointsEntry(1, 5, 386)],
        total: 1,
        page: 1,
        pageSize: 20,
        balance: 386,
        earned_total: 386,
        spent_total: 0,
      }),
    });
    renderAt(<IntegralPage />, '/pagesUser/user/integral');
    expect(await screen.findByText('每日签到')).toBeVisible();
    expect(screen.getAllByText('386')).toHaveLength(1);
    expect(screen.queryByText('Earned', { selector: 'span' })).not.toBeInTheDocument();
  });
});

describe('NoticePage', () => {
  beforeEach(() => act(() => void logInAs()));

  it('marks unread notices and clears the mark when one is opened', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/user/notices': ok({
        list: [notice(1, false), notice(2, true)],
        total: 2,
        page: 1,
        pageSize: 20,
        unread_count: 1,
      }),
      'POST /api/user/notices/1/read': ok({ notice: notice(1, true), unread_count: 0 }),
    });
    renderAt(<NoticePage />, '/pagesUser/notice/notice');
    expect(await screen.findByText('门店服务月度考核已开启 1')).toBeVisible();
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(1);
    await user.click(screen.getByText('门店服务月度考核已开启 1'));
    await waitFor(() => expect(screen.getByTestId('unread-count')).toHaveTextContent('0 unread'));
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('marks everything read', async () => {
    const user = userEvent.setup();
    let cleared = false;
    fakeApi({
      'GET /api/user/notices': () =>
        ok({
          list: [notice(1, cleared), notice(2, cleared)],
          total: 2,
          page: 1,
          pageSize: 20,
          unread_count: cleared ? 0 : 2,
        }),
      'POST /api/user/notices/read-all': () => {
        cleared = true;
        return ok({ unread_count: 0 });
      },
    });
    renderAt(<NoticePage />, '/pagesUser/notice/notice');
    expect(await screen.findAllByTestId('unread-dot')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });
});
