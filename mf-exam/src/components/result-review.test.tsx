import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetAreaTest } from 'shared/standalone/testing';
import { fillQuestion, judgeQuestion, multipleQuestion, singleQuestion } from '../testing/fixtures';
import { ResultReview, type ReviewEntry } from './result-review';

afterEach(resetAreaTest);

// An exam of four reviewed as the API answers it: two right, one wrong, one not answered.
const entries: ReviewEntry[] = [
  {
    question: judgeQuestion,
    number: 1,
    answer: ['F'],
    isCorrect: true,
    correctAnswer: ['F'],
    explanation: '表述错误，正确说法是：员工在店内必须佩戴工牌并保持整洁。',
    earned: '4/4 points',
  },
  {
    question: fillQuestion,
    number: 2,
    answer: ['三声内'],
    isCorrect: true,
    correctAnswer: ['三声内'],
    explanation: '接听门店电话应在铃响三声内。',
    earned: '10/10 points',
  },
  {
    question: singleQuestion,
    number: 3,
    answer: ['A'],
    isCorrect: false,
    correctAnswer: ['B'],
    explanation: '顾客进店后导购应在10秒内上前服务。',
    earned: '0/4 points',
  },
  {
    question: multipleQuestion,
    number: 4,
    answer: null,
    isCorrect: false,
    correctAnswer: ['A', 'C', 'D'],
    explanation: '',
    earned: '0/6 points',
  },
];

const rows = () => within(screen.getAllByRole('list').at(-1)!).getAllByRole('listitem');

describe('ResultReview', () => {
  it('colours every question on the answer sheet by its verdict', () => {
    renderAt(<ResultReview title="Review" entries={entries} />);
    expect(screen.getByRole('button', { name: 'Question 1, Right' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 3, Wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Question 4, Not answered' })).toBeVisible();
  });

  it('lists the wrong answers first as short rows, and all of them on request', async () => {
    const user = userEvent.setup();
    renderAt(<ResultReview title="Review" entries={entries} />);
    const wrong = screen.getByRole('button', { name: 'Wrong (2)' });
    expect(wrong).toHaveAttribute('aria-pressed', 'true');
    expect(rows()).toHaveLength(2);
    expect(screen.queryByText('Correct answer: B')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'All (4)' }));
    expect(rows()).toHaveLength(4);
    expect(within(rows()[0]!).getByText('4/4 points')).toBeVisible();
  });

  it('opens a question tapped on the sheet, showing all when it was answered right', async () => {
    const user = userEvent.setup();
    renderAt(<ResultReview title="Review" entries={entries} />);
    await user.click(screen.getByRole('button', { name: 'Question 1, Right' }));
    expect(screen.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    const judge = within(rows()[0]!);
    expect(judge.getByRole('button', { expanded: true })).toBeVisible();
    expect(judge.getByRole('status')).toHaveTextContent('Correct');
    expect(judge.getByText('Correct answer: False')).toBeVisible();
    // A right answer is said once: no "Your answer" repeating the correct one.
    expect(judge.queryByText(/^Your answer/)).toBeNull();
    // The explanation sits under its own label, without a colon and a doubled gap.
    expect(judge.getByText('Explanation')).toBeVisible();
    expect(judge.getByText(entries[0]!.explanation)).toBeVisible();
  });

  it('marks true/false options by verdict, never by their meaning', async () => {
    const user = userEvent.setup();
    renderAt(<ResultReview title="Review" entries={entries} />);
    await user.click(screen.getByRole('button', { name: 'Question 1, Right' }));
    const options = within(rows()[0]!).getAllByRole('radio');
    const [trueOption, falseOption] = options.map((input) => input.closest('label')!);
    // "False" is the correct answer: it carries the tick; "True" carries no glyph at all.
    expect(falseOption!.querySelector('svg')).not.toBeNull();
    expect(trueOption!.querySelector('svg')).toBeNull();
  });

  it('shows a filled blank as the reader wrote it, once, and the correct answer once', async () => {
    const user = userEvent.setup();
    renderAt(<ResultReview title="Review" entries={entries} />);
    await user.click(screen.getByRole('button', { name: 'Question 2, Right' }));
    const fill = within(rows()[1]!);
    // Text, not a greyed-out input that reads like a placeholder.
    expect(fill.queryByRole('textbox')).toBeNull();
    expect(fill.getByText('三声内')).toBeVisible();
    expect(fill.getAllByText(/Correct answer/)).toHaveLength(1);
  });

  it('says a question was not answered, with the correct answer and no explanation label', async () => {
    const user = userEvent.setup();
    renderAt(<ResultReview title="Review" entries={entries} />);
    await user.click(screen.getByRole('button', { name: /以下哪些属于服务禁语/ }));
    const multiple = within(rows()[1]!);
    expect(multiple.getByRole('status')).toHaveTextContent('Not answered');
    expect(multiple.getByText('Correct answer: A, C, D')).toBeVisible();
    expect(multiple.queryByText('Explanation')).toBeNull();
  });

  it('offers no filter when every answer was right', () => {
    const right = entries.slice(0, 2);
    renderAt(<ResultReview title="Review" entries={right} />);
    expect(screen.queryByRole('button', { name: /^Wrong/ })).toBeNull();
    expect(rows()).toHaveLength(2);
  });
});
