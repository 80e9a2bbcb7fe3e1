import { render } from '@testing-library/react';
import { resetAreaTest } from 'shared/standalone/testing';
import { Highlighted } from './highlighted';

afterEach(resetAreaTest);

const marks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent);

describe('Highlighted', () => {
  it('marks every occurrence of the keyword, in any case, keeping the whole text', () => {
    const { container } = render(
      <Highlighted text="Air conditioner basics: AIR flow and air filters" keyword="air" />,
    );
    expect(container).toHaveTextContent('Air conditioner basics: AIR flow and air filters');
    expect(marks(container)).toEqual(['Air', 'AIR', 'air']);
  });

  it('takes the keyword literally, not as a pattern', () => {
    const { container } = render(<Highlighted text="1.5匹空调 (变频) 1x5" keyword="(变频)" />);
    expect(marks(container)).toEqual(['(变频)']);
    expect(marks(render(<Highlighted text="1x5 and 1.5" keyword="1.5" />).container)).toEqual([
      '1.5',
    ]);
  });

  it('marks nothing without a keyword', () => {
    const { container } = render(<Highlighted text="门店陈列基础" keyword="  " />);
    expect(container).toHaveTextContent('门店陈列基础');
    expect(marks(container)).toEqual([]);
  });
});
