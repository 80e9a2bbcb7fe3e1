import { act, screen, within } from '@testing-library/react';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { rankEntry } from '../testing/fixtures';
import RankingPage from './ranking-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

const page = (list: unknown[], me: unknown, total = list.length) => ({
  list,
  total,
  page: 1,
  pageSize: 20,
  me,
});

describe('RankingPage', () => {
  it('ranks by streak and points with my own place pinned', async () => {
    const me = rankEntry(37, 1, {
      user: { id: 1, name: '张三', avatar: '' },
      streak: 2,
      points: 25,
    });
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(
        page([rankEntry(1, 5), rankEntry(2, 6), rankEntry(2, 7)], me, 60),
      ),
    });
    renderAt(<RankingPage />, '/pagesClockin/ranking/index?activityId=1');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('员工5')).toBeVisible();
    expect(within(items[0]!).getByText('19 days in a row')).toBeVisible();
    expect(within(items[0]!).getByText('95 points')).toBeVisible();
    expect(within(items[0]!).getByText('No. 1')).toBeInTheDocument();
    expect(within(items[2]!).getByText('No. 2, tied')).toBeInTheDocument();
    // Avatars are decorative beside the name: an empty alt, not a missing one.
    expect(items[0]!.querySelector('img')).toHaveAttribute('alt', '');
    const pinned = screen.getByRole('region', { name: 'Me' });
    expect(within(pinned).getByText('My rank: No. 37')).toBeVisible();
    expect(within(pinned).getByText('张三')).toBeVisible();
    expect(within(pinned).getByText('25 points')).toBeVisible();
  });

  it('leaves out a streak of 0 days and marks my row with a badge', async () => {
    const me = rankEntry(4, 1, { user: { id: 1, name: '张三', avatar: '' }, streak: 0 });
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(page([rankEntry(1, 5, { streak: 0 }), me], me)),
    });
    renderAt(<RankingPage />, '/pagesClockin/ranking/index?activityId=1');
    const items = await screen.findAllByRole('listitem');
    expect(within(items[0]!).queryByText(/days in a row/)).toBeNull();
    expect(within(items[1]!).getByText('Me')).toBeVisible();
    expect(screen.queryByText('(Me)')).toBeNull();
  });

  it('says "1 day in a row", not "1 days"', async () => {
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(page([rankEntry(1, 5, { streak: 1 })], null)),
    });
    renderAt(<RankingPage />, '/pagesClockin/ranking/index?activityId=1');
    expect(await screen.findByText('1 day in a row')).toBeVisible();
  });

  it('says so when I do not take part', async () => {
    fakeApi({ 'GET /api/clockin/activities/1/ranking': ok(page([rankEntry(1, 5)], null)) });
    renderAt(<RankingPage />, '/pagesClockin/ranking/index?activityId=1');
    expect(await screen.findByText('You do not take part in this activity yet')).toBeVisible();
  });
  it('says how places are given, so equal points in different places read as the rule', async () => {
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(
        page([rankEntry(1, 5, { points: 48 }), rankEntry(2, 6, { points: 48 })], null),
      ),
    });
    renderAt(<RankingPage />, '/pagesClockin/ranking/index?activityId=1');
    expect(
      await screen.findByText('Most points first; with equal points, whoever reached them first.'),
    ).toBeVisible();
  });
});
