import { screen } from '@testing-library/react';
import { renderAt, resetAreaTest } from 'shared/standalone/testing';
import { activity } from '../testing/fixtures';
import { ActivityCard, type ClockinActivity } from './activity-card';

afterEach(resetAreaTest);

const card = (overrides: Record<string, unknown> = {}) =>
  activity(1, overrides) as unknown as ClockinActivity;

describe('ActivityCard', () => {
  it('names the activity once: with cover art, for screen readers only', () => {
    renderAt(<ActivityCard activity={card()} />);
    const title = screen.getByRole('heading', { name: '21天陈列打卡挑战（第1期）' });
    // The cover art prints the title: the text one is kept out of sight, not shown twice.
    expect(title).toHaveClass('visually-hidden');
    expect(screen.getByRole('link')).toContainElement(title);
  });

  it('prints the title when there is no cover to carry it', () => {
    renderAt(<ActivityCard activity={card({ cover: '' })} />);
    expect(screen.getByRole('heading', { name: '21天陈列打卡挑战（第1期）' })).not.toHaveClass(
      'visually-hidden',
    );
  });

  it('keeps the reward texts together beside their icon', () => {
    renderAt(<ActivityCard activity={card()} />);
    const perClockin = screen.getByText('+5 points per clock-in');
    const bonus = screen.getByText('+50 points for completing every task');
    // One wrapping group beside the icon: a second line starts under the first text.
    expect(perClockin.parentElement).toBe(bonus.parentElement);
    const row = perClockin.parentElement!.parentElement!;
    expect(row.querySelector(':scope > svg')).not.toBeNull();
  });
});
