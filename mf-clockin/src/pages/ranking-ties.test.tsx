import { act, screen, within } from '@testing-library/react';
import { fakeApi, logInAs, ok, renderAt, resetAreaTest } from 'shared/standalone/testing';
import { markTies, type RankEntry } from '../components/rank-row';
import { rankEntry } from '../testing/fixtures';
import RankingPage from './ranking-page';

beforeEach(() => act(() => void logInAs()));
afterEach(resetAreaTest);

const PATH = '/pagesClockin/ranking/index?activityId=1';
const page = (list: unknown[], me: unknown) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 20,
  me,
});
const rows = async () =>
  within(await screen.findByRole('list')).getAllByRole('listitem', { hidden: false });

describe('RankingPage with shared places', () => {
  it('shows the ranks the API gives, 1, 2, 2, 4, the shared ones marked tied', async () => {
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(
        page(
          [
            rankEntry(1, 5, { points: 40, tied: false }),
            rankEntry(2, 6, { points: 35, tied: true }),
            rankEntry(2, 7, { points: 35, tied: true }),
            rankEntry(4, 8, { points: 30, tied: false }),
          ],
          rankEntry(2, 7, { points: 35, tied: true }),
        ),
      ),
    });
    renderAt(<RankingPage />, PATH);
    const [first, second, third, fourth] = await rows();
    expect(within(first!).getByText('No. 1')).toBeInTheDocument();
    expect(within(second!).getByText('No. 2, tied')).toBeInTheDocument();
    expect(within(third!).getByText('No. 2, tied')).toBeInTheDocument();
    expect(within(fourth!).getByText('No. 4')).toBeInTheDocument();
    // "Tied" shows next to the shared places only.
    expect(within(second!).getByText('Tied')).toBeVisible();
    expect(within(first!).queryByText('Tied')).toBeNull();
    expect(within(fourth!).queryByText('Tied')).toBeNull();
    // Medals for places 1 to 3: both shared second places are silver; 4 has none.
    expect(first!.querySelector('.gold')).toHaveTextContent('1');
    expect(second!.querySelector('.silver')).toHaveTextContent('2');
    expect(third!.querySelector('.silver')).toHaveTextContent('2');
    expect(fourth!.querySelector('.gold, .silver, .bronze')).toBeNull();
    const pinned = screen.getByRole('region', { name: 'Me' });
    expect(within(pinned).getByText('My rank: No. 2, tied')).toBeVisible();
  });

  it('reads shared places from equal ranks when the reply has no tied flag', async () => {
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(
        page([rankEntry(1, 5), rankEntry(1, 6), rankEntry(3, 7)], rankEntry(3, 7)),
      ),
    });
    renderAt(<RankingPage />, PATH);
    const [first, second, third] = await rows();
    expect(within(first!).getByText('No. 1, tied')).toBeInTheDocument();
    expect(within(second!).getByText('No. 1, tied')).toBeInTheDocument();
    expect(within(third!).getByText('No. 3')).toBeInTheDocument();
    expect(third!.querySelector('.bronze')).toHaveTextContent('3');
    expect(
      within(screen.getByRole('region', { name: 'Me' })).getByText('My rank: No. 3'),
    ).toBeVisible();
  });

  it('shows shared places in Chinese as 并列', async () => {
    fakeApi({
      'GET /api/clockin/activities/1/ranking': ok(
        page([rankEntry(1, 5, { tied: true }), rankEntry(1, 6, { tied: true })], null),
      ),
    });
    renderAt(<RankingPage />, PATH, { language: 'zh-CN' });
    const [first] = await rows();
    expect(within(first!).getByText('并列第 1 名')).toBeInTheDocument();
    expect(within(first!).getByText('并列')).toBeVisible();
  });
});

const entry = (rank: number, id: number, tied?: boolean): RankEntry => ({
  rank,
  user: { id, name: `员工${id}`, avatar: '' },
  streak: 1,
  points: 1,
  clockin_count: 1,
  ...(tied === undefined ? {} : { tied }),
});

describe('markTies', () => {
  it.each([
    ['no ties', [entry(1, 1), entry(2, 2), entry(3, 3)], [false, false, false]],
    [
      'equal ranks, no flag',
      [entry(1, 1), entry(2, 2), entry(2, 3), entry(4, 4)],
      [false, true, true, false],
    ],
    ['the flag wins over the ranks', [entry(1, 1, false), entry(1, 2, true)], [false, true]],
    ['all at one rank', [entry(1, 1), entry(1, 2), entry(1, 3)], [true, true, true]],
    ['a single entry', [entry(7, 1)], [false]],
  ])('%s', (_case, entries, tied) => {
    expect(markTies(entries).map((e) => e.tied)).toEqual(tied);
  });

  it('compares an entry with the loaded list (my pinned place)', () => {
    const me = entry(2, 9);
    expect(markTies([me], [entry(1, 1), entry(2, 3), me])[0]!.tied).toBe(true);
    expect(markTies([me], [entry(1, 1), me])[0]!.tied).toBe(false);
  });
});
