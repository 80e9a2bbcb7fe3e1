import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContractData } from 'shared/request';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { colleague } from '../testing/fixtures';
import TeamCodePage from './team-code-page';
import TeamPeoplePage from './team-people-page';
import TeamProfilePage from './team-profile-page';

type ColleagueExam = ContractData<'get', '/api/team/people/{id}/exams'>['list'][number];

beforeEach(() => act(() => void logInAs({ role: 'shop_manager' })));
afterEach(resetAreaTest);

describe('TeamCodePage', () => {
  it("shows the team's invite code and a QR code of the activation link", async () => {
    fakeApi({
      'GET /api/team/codes': ok({
        list: [
          {
            team: { id: 1, name: '徐汇旗舰店团队' },
            shop: { id: 1, name: '上海徐汇旗舰店' },
            area: { id: 1, name: '华东区' },
            invite_code: 'YOUJIA',
            member_count: 11,
          },
        ],
      }),
    });
    renderAt(<TeamCodePage />, '/pagesUser/team/code');
    expect(await screen.findByTestId('invite-code')).toHaveTextContent('YOUJIA');
    expect(screen.getByText(/11 people/)).toBeVisible();
    expect(
      await screen.findByRole('img', { name: 'QR code to join 徐汇旗舰店团队' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('shows the refusal to staff', async () => {
    fakeApi({
      'GET /api/team/codes': refused('Only shop and area managers share invite codes', 403),
    });
    renderAt(<TeamCodePage />, '/pagesUser/team/code');
    expect(await screen.findByText('Only shop and area managers share invite codes')).toBeVisible();
  });
});

describe('TeamPeoplePage (address book)', () => {
  it('groups people by letter, calls by tapping, and searches', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi({
      'GET /api/team/people': (config) =>
        paramsOf(config).keyword === '王'
          ? ok({ list: [colleague(3, '王小明', 'W')], total: 1 })
          : ok({
              list: [
                colleague(1, '陈静', 'C', { role: 'area_manager' }),
                colleague(2, '李晓明', 'L'),
                colleague(3, '王小明', 'W'),
              ],
              total: 3,
            }),
    });
    renderAt(<TeamPeoplePage />, '/pagesUser/team/people');
    expect(await screen.findByText('陈静')).toBeVisible();
    expect(screen.getByText('Area manager')).toBeVisible();
    for (const letter of ['C', 'L', 'W'])
      expect(screen.getAllByText(letter).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Call 李晓明' })).toHaveAttribute(
      'href',
      'tel:13912340002',
    );
    expect(screen.getByRole('link', { name: '王小明' })).toHaveAttribute(
      'href',
      '/pagesUser/team/profile?id=3',
    );
    await user.type(screen.getByPlaceholderText('Search by name or mobile'), '王{Enter}');
    await waitFor(() => expect(screen.queryByText('陈静')).not.toBeInTheDocument());
    expect(paramsOf(adapter.calls.at(-1)!)).toEqual({ keyword: '王' });
  });

  it('keeps the whole book in the page, ends it with "No more", and jumps by letter', async () => {
    const user = userEvent.setup();
    const scrolled: string[] = [];
    // jsdom does not scroll: record which group the index asks the browser to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    fakeApi({
      'GET /api/team/people': ok({
        list: [
          colleague(1, '陈静', 'C'),
          colleague(2, '李晓明', 'L'),
          colleague(3, '王小明', 'W'),
          colleague(4, '张涛', 'Z'),
        ],
        total: 4,
      }),
    });
    renderAt(<TeamPeoplePage />, '/pagesUser/team/people');
    expect(await screen.findByText('张涛')).toBeVisible();
    // A letter heading over each group; the last row followed by "No more" in the page itself.
    expect(screen.getByRole('heading', { name: 'W' })).toBeVisible();
    expect(screen.getByText('No more')).toBeVisible();
    const index = screen.getByRole('navigation', { name: 'Jump to a letter' });
    expect(
      within(index)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['C', 'L', 'W', 'Z']);
    await user.click(within(index).getByRole('button', { name: 'W' }));
    expect(scrolled).toEqual([screen.getByRole('region', { name: 'W' }).id]);
    expect(within(index).getByRole('button', { name: 'W' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("lists one shop's people for an area manager and says when nobody matches", async () => {
    const adapter = fakeApi({ 'GET /api/team/people': ok({ list: [], total: 0 }) });
    renderAt(<TeamPeoplePage />, '/pagesUser/team/people?shop_id=4');
    expect(await screen.findByText('No data yet')).toBeVisible();
    expect(paramsOf(adapter.calls[0]!)).toEqual({ shop_id: 4 });
  });
});

const examAttempt = (
  id: number,
  title: string,
  overrides: Partial<ColleagueExam> = {},
): ColleagueExam => ({
  id,
  paper: { id: 14, title, kind: 'exam' },
  status: 'submitted',
  score: 46,
  total_score: 100,
  pass_score: 60,
  is_passed: false,
  started_at: Date.UTC(2026, 10, 24, 1, 0) / 1000,
  submitted_at: Date.UTC(2026, 10, 24, 1, 12) / 1000,
  leave_count: 0,
  closed_by: 'candidate',
  ...overrides,
});

describe('TeamProfilePage', () => {
  it("shows a colleague's contact and learning summary", async () => {
    fakeApi({
      'GET /api/team/people/2/exams': ok({ list: [], total: 0, page: 1, pageSize: 20 }),
      'GET /api/team/people/2': ok({
        ...colleague(2, '李晓明', 'L'),
        team: { id: 1, name: '徐汇旗舰店团队' },
        joined_at: Date.UTC(2025, 8, 6) / 1000,
        learning: {
          study_seconds: 3 * 3600 + 25 * 60,
          study_days: 12,
          courses_enrolled: 6,
          courses_completed: 4,
          exams_taken: 3,
          exams_passed: 2,
          last_studied_at: null,
          recent_courses: [{ id: 7, title: '冰箱产品知识', progress: 60 }],
        },
      }),
    });
    renderAt(<TeamProfilePage />, '/pagesUser/team/profile?id=2');
    expect(await screen.findByRole('heading', { name: '李晓明' })).toBeVisible();
    expect(screen.getByText('3 h 25 min')).toBeVisible();
    expect(screen.getByText('4/6')).toBeVisible();
    expect(screen.getByText('冰箱产品知识')).toBeVisible();
    expect(screen.getByRole('link', { name: '139****0002' })).toHaveAttribute(
      'href',
      'tel:13912340002',
    );
  });

  it('shows a manager the colleague’s exams: score, pass, how each closed and the leaves', async () => {
    fakeApi({
      'GET /api/team/people/2': ok({
        ...colleague(2, '李晓明', 'L'),
        team: { id: 1, name: '徐汇旗舰店团队' },
        joined_at: null,
        learning: {
          study_seconds: 0,
          study_days: 0,
          courses_enrolled: 0,
          courses_completed: 0,
          exams_taken: 2,
          exams_passed: 1,
          last_studied_at: null,
          recent_courses: [],
        },
      }),
      'GET /api/team/people/2/exams': ok({
        list: [
          examAttempt(91, '诚信考试示范卷', { leave_count: 3, closed_by: 'leaves' }),
          examAttempt(88, '岗位知识月度考核', {
            paper: { id: 1, title: '岗位知识月度考核', kind: 'exam' },
            score: 86,
            is_passed: true,
          }),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    });
    renderAt(<TeamProfilePage />, '/pagesUser/team/profile?id=2');
    const exams = await screen.findByRole('region', { name: 'Exams' });
    const integrity = (await within(exams).findByText('诚信考试示范卷')).closest(
      '.adm-list-item',
    ) as HTMLElement;
    expect(within(integrity).getByText('46/100')).toBeVisible();
    expect(within(integrity).getByText('Not passed')).toBeVisible();
    expect(within(integrity).getByText(/Submitted after leaving the exam/)).toBeVisible();
    expect(within(integrity).getByText(/Left 3 times/)).toBeVisible();
    const monthly = within(exams)
      .getByText('岗位知识月度考核')
      .closest('.adm-list-item') as HTMLElement;
    expect(within(monthly).getByText('Passed')).toBeVisible();
    expect(within(monthly).queryByText(/Left/)).toBeNull();
    expect(within(exams).getByText('No more')).toBeVisible();
  });

  it('shows staff no exams section (the API answers managers only)', async () => {
    act(() => void logInAs({ role: 'staff' }));
    const adapter = fakeApi({
      'GET /api/team/people/2': ok({
        ...colleague(2, '李晓明', 'L'),
        team: { id: 1, name: '徐汇旗舰店团队' },
        joined_at: null,
        learning: {
          study_seconds: 0,
          study_days: 0,
          courses_enrolled: 0,
          courses_completed: 0,
          exams_taken: 0,
          exams_passed: 0,
          last_studied_at: null,
          recent_courses: [],
        },
      }),
    });
    renderAt(<TeamProfilePage />, '/pagesUser/team/profile?id=2');
    expect(await screen.findByRole('heading', { name: '李晓明' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Exams' })).toBeNull();
    expect(adapter.calls.some((c) => c.url?.endsWith('/exams'))).toBe(false);
  });

  it('asks for a colleague when there is no id', () => {
    fakeApi({});
    renderAt(<TeamProfilePage />, '/pagesUser/team/profile');
    expect(
      screen.getByText('Nothing was chosen. Go back and pick one from the list.'),
    ).toBeVisible();
  });
});

describe('person list semantics', () => {
  it('keeps every person in a list item', async () => {
    fakeApi({ 'GET /api/team/people': ok({ list: [colleague(2, '李晓明', 'L')], total: 1 }) });
    renderAt(<TeamPeoplePage />, '/pagesUser/team/people');
    const item = (await screen.findByText('李晓明')).closest('.adm-list-item') as HTMLElement;
    expect(within(item).getByText('上海徐汇旗舰店')).toBeVisible();
  });
});
