import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  logInAs,
  ok,
  paramsOf,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
  type FakeRoute,
} from 'shared/standalone/testing';
import { COLLEGE_CATEGORIES, LECTURERS, newsPage, programme } from '../testing/fixtures';
import CollegePage from './college-page';

afterEach(resetAreaTest);
beforeEach(() => logInAs({ is_check: 0 }));

const PATH = '/pages/college/index';

const table = (overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> => ({
  'GET /api/banners': ok({ list: [] }),
  'GET /api/college/categories': ok({ list: COLLEGE_CATEGORIES }),
  'GET /api/college/programmes': (config) =>
    paramsOf(config).category_id === 2
      ? ok(newsPage([], 0))
      : ok(newsPage([programme(1), programme(2, { seats: 20, enrolled: 20 })])),
  'GET /api/college/lecturers': ok({ list: LECTURERS }),
  ...overrides,
});

describe('CollegePage', () => {
  it('shows its title while loading', () => {
    pendingApi();
    renderAt(<CollegePage />, PATH);
    expect(screen.getByRole('region', { name: 'Business school' })).toBeVisible();
  });

  it('shows category tabs, programmes with seats, and the lecturers', async () => {
    fakeApi(table());
    renderAt(<CollegePage />, PATH);
    expect(await screen.findByText('第1期店长研修班')).toBeVisible();
    expect(screen.getByText('12/30 seats taken')).toBeVisible();
    // A full programme says so, with nothing to tap.
    expect(screen.getByText('Full')).toBeVisible();
    expect(screen.queryByRole('button', { name: /第2期店长研修班/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enrol 第1期店长研修班' })).toBeEnabled();
    expect(await screen.findByText('店长研修')).toBeVisible();
    expect(screen.getByText('李强')).toBeVisible();
  });

  it('in Chinese, says the seats as a head count and "已报名" once, on the tag', async () => {
    fakeApi(
      table({
        'GET /api/college/programmes': ok(
          newsPage([programme(1, { enrolled: 26, seats: 40, enrolled_by_me: true })]),
        ),
      }),
    );
    renderAt(<CollegePage />, PATH, { language: 'zh-CN' });
    const title = await screen.findByText('第1期店长研修班');
    const item = title.closest('[role="listitem"]') as HTMLElement;
    expect(within(item).getByText('26/40 人')).toBeVisible();
    expect(within(item).getAllByText(/已报名/)).toHaveLength(1);
  });

  it("names a programme's lecturer and place as one separated fact, or whichever it has", async () => {
    fakeApi(
      table({
        'GET /api/college/programmes': ok(
          newsPage([
            programme(1),
            programme(2, { location: '' }),
            programme(3, { lecturer: null }),
          ]),
        ),
      }),
    );
    renderAt(<CollegePage />, PATH);
    const itemOf = async (title: string) =>
      (await screen.findByText(title)).closest('[role="listitem"]') as HTMLElement;
    expect(within(await itemOf('第1期店长研修班')).getByText('王芳 · 上海培训中心')).toBeVisible();
    expect(within(await itemOf('第2期店长研修班')).getByText('王芳')).toBeVisible();
    expect(within(await itemOf('第3期店长研修班')).getByText('上海培训中心')).toBeVisible();
  });

  it('says when each programme runs, as calendar days', async () => {
    const day = Date.UTC(2026, 11, 1, 2) / 1000; // 2026-12-01 10:00 in China
    fakeApi(
      table({
        'GET /api/college/programmes': ok(
          newsPage([
            programme(1, { starts_at: day, ends_at: day + 2 * 86400 }),
            programme(2, { starts_at: day, ends_at: day + 3600 }),
          ]),
        ),
      }),
    );
    renderAt(<CollegePage />, PATH);
    const itemOf = async (title: string) =>
      (await screen.findByText(title)).closest('[role="listitem"]') as HTMLElement;
    expect(
      within(await itemOf('第1期店长研修班')).getByText('2026-12-01 – 2026-12-03'),
    ).toBeVisible();
    expect(within(await itemOf('第2期店长研修班')).getByText('2026-12-01')).toBeVisible();
  });

  it('ends the programmes with "No more" under their card, not inside it', async () => {
    fakeApi(table());
    renderAt(<CollegePage />, PATH);
    await screen.findByText('第1期店长研修班');
    const card = screen.getByText('第1期店长研修班').closest('.list')!;
    expect(card).toBeInTheDocument();
    const noMore = screen.getByText('No more');
    expect(card).not.toContainElement(noMore);
    expect(card.nextElementSibling).toBe(noMore);
  });

  it('lists the lecturers in a keyboard-scrollable strip, their avatars decorative', async () => {
    fakeApi(table());
    renderAt(<CollegePage />, PATH);
    const strip = await screen.findByRole('list', { name: 'Lecturers' });
    expect(strip).toHaveAttribute('tabindex', '0');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(LECTURERS.length);
    const avatars = strip.querySelectorAll('img');
    expect(avatars).toHaveLength(LECTURERS.length);
    avatars.forEach((avatar) => expect(avatar).toHaveAttribute('alt', ''));
  });

  it('says an ended programme has ended, with nothing to tap', async () => {
    fakeApi(
      table({
        'GET /api/college/programmes': ok(newsPage([programme(3, { status: 'ended' })])),
      }),
    );
    renderAt(<CollegePage />, PATH);
    expect(await screen.findByText('Ended')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Enrol/ })).toBeNull();
  });

  it('switches category and shows the empty state of an empty one', async () => {
    const user = userEvent.setup();
    fakeApi(table());
    const { location } = renderAt(<CollegePage />, PATH);
    await user.click(await screen.findByText('新人训练营'));
    expect(await screen.findByText('No data yet')).toBeVisible();
    expect(location()).toBe(`${PATH}?category_id=2`);
  });

  it('enrols, showing the updated seats and the enrolled state', async () => {
    const user = userEvent.setup();
    fakeApi(
      table({
        'POST /api/college/programmes/1/enrol': ok(
          programme(1, { enrolled: 13, enrolled_by_me: true }),
        ),
      }),
    );
    renderAt(<CollegePage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Enrol 第1期店长研修班' }));
    expect(await screen.findByText('13/30 seats taken')).toBeVisible();
    // Enrolled is not an outcome yet: a brand tag, never the success green.
    const enrolled = screen.getAllByText('Enrolled')[0]!;
    expect(enrolled).toBeVisible();
    expect(enrolled.closest('.adm-tag')).toHaveStyle({
      '--border-color': 'var(--adm-color-primary, #1677ff)',
    });
    expect(screen.queryByRole('button', { name: 'Enrol 第1期店长研修班' })).toBeNull();
  });

  it('shows a refused enrolment inline, the button still there', async () => {
    const user = userEvent.setup();
    fakeApi(
      table({
        'POST /api/college/programmes/1/enrol': refused('Enrolment for this class has closed'),
      }),
    );
    renderAt(<CollegePage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Enrol 第1期店长研修班' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enrolment for this class has closed',
    );
    expect(screen.getByRole('button', { name: 'Enrol 第1期店长研修班' })).toBeEnabled();
  });

  it('shows a failed programme list inline and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi(
      table({
        'GET /api/college/programmes': () =>
          fail ? refused('Programmes are unavailable') : ok(newsPage([programme(1)])),
      }),
    );
    renderAt(<CollegePage />, PATH);
    expect(await screen.findByText('Programmes are unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('第1期店长研修班')).toBeVisible();
  });
});
