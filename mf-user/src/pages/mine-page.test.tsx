import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from 'shared/session';
import {
  TEST_USER,
  envelope,
  fakeApi,
  ok,
  logInAs,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import MinePage from './mine-page';

afterEach(resetAreaTest);

describe('MinePage', () => {
  it("shows a visitor '--' for points and balance, and the way to log in", () => {
    const adapter = fakeApi({});
    renderAt(<MinePage />, '/pages/user/index');
    // The nav bar owns the title: the page names its region with it, never repeats it.
    expect(screen.getByRole('region', { name: 'Mine' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Mine' })).not.toBeInTheDocument();
    expect(screen.getByText('Not logged in')).toBeVisible();
    expect(screen.getByTestId('points')).toHaveTextContent('--');
    expect(screen.getByTestId('balance')).toHaveTextContent('--');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/pages/login/index',
    );
    expect(adapter.calls).toHaveLength(0);
  });

  it("shows '--' for money until the profile arrives, then the user's figures", async () => {
    let answer: (reply: ReturnType<typeof envelope>) => void = () => undefined;
    const reply = new Promise<ReturnType<typeof envelope>>((resolve) => (answer = resolve));
    const adapter = fakeApi({
      'GET /api/me': () => reply,
      'GET /api/questionnaires': ok({ list: [], total: 0, page: 1, pageSize: 5 }),
    });
    act(() => {
      logInAs();
      // Logged in, profile not fetched yet: the spec's defaults.
      useSessionStore.setState({
        user: { ...useSessionStore.getState().user, id: 0, money: '--', points: undefined },
        lastRefreshAt: null,
      });
    });
    renderAt(<MinePage />, '/pages/user/index');
    expect(screen.getByTestId('balance')).toHaveTextContent('--');
    await waitFor(() => expect(adapter.calls.map((call) => call.url)).toContain('/api/me'));

    answer(envelope('0', TEST_USER));
    expect(await screen.findByText('San')).toBeVisible();
    expect(screen.getByTestId('balance')).toHaveTextContent('¥128.50');
    expect(screen.getByTestId('points')).toHaveTextContent('360');
    expect(screen.getByText('Joined')).toBeVisible();
    expect(screen.getByText(/138\*\*\*\*0000/)).toBeVisible();
    // The profile link's name starts with the visible name (WCAG 2.5.3) and says where it leads.
    const profile = screen.getByRole('link', { name: /^San.*Edit my profile$/ });
    expect(profile).toHaveAttribute('href', '/pagesUser/user/info');
    expect(profile).not.toHaveAttribute('aria-label');
  });

  it('leads a joined user to every area of "mine", and to an open questionnaire', async () => {
    fakeApi({
      'GET /api/questionnaires': ok({
        list: [
          {
            id: 1,
            title: '2026年度培训满意度调查',
            description: '',
            points_reward: 20,
            starts_at: 1_761_600_000,
            ends_at: 1_762_900_000,
            submitted: false,
            open: true,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 5,
      }),
      'GET /api/certificates': ok({
        list: [
          {
            serial: 'YJ-4SFB-30ZZ-0APT',
            kind: 'paper',
            title: '岗位知识月度考核',
            holder_name: '张三',
            issued_at: 1_761_451_200,
            verify_url: 'http://localhost:3100/api/certificates/YJ-4SFB-30ZZ-0APT/verify',
            pdf_url: 'http://localhost:3100/api/certificates/YJ-4SFB-30ZZ-0APT/pdf',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    });
    act(() => void logInAs());
    renderAt(<MinePage />, '/pages/user/index');
    for (const [name, href] of [
      ['My courses', '/pagesUser/user/course'],
      ['Address book', '/pagesUser/team/people'],
      ['My orders', '/pagesUser/user/order'],
      ['Settings', '/pagesUser/set/index'],
      ['Points', '/pagesUser/user/integral'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('link', { name: 'Area management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite code' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /2026年度培训满意度调查/ })).toHaveAttribute(
      'href',
      '/pagesUser/questionnaire/index?id=1',
    );
    // My certificates: a section of its own, its rows open the certificate's sheet.
    const certificates = screen.getByRole('region', { name: 'My certificates' });
    expect(await within(certificates).findByText('岗位知识月度考核')).toBeVisible();
    expect(within(certificates).getByText('YJ-4SFB-30ZZ-0APT')).toBeVisible();
  });

  it('leads a user who has not joined to joining, and an area manager to area management', () => {
    fakeApi({
      'GET /api/questionnaires': ok({ list: [], total: 0, page: 1, pageSize: 5 }),
      'GET /api/certificates': ok({ list: [], total: 0, page: 1, pageSize: 100 }),
    });
    act(() => void logInAs({ is_check: 1 }));
    const { unmount } = renderAt(<MinePage />, '/pages/user/index');
    expect(screen.getByText('Pending review')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Review status' })).toHaveAttribute(
      'href',
      '/pagesUser/bind/state',
    );
    expect(screen.queryByRole('link', { name: 'My courses' })).not.toBeInTheDocument();
    unmount();

    act(() => void logInAs({ role: 'area_manager' }));
    renderAt(<MinePage />, '/pages/user/index');
    expect(screen.getByRole('link', { name: 'Area management' })).toHaveAttribute(
      'href',
      '/pagesUser/team/list',
    );
  });
});
