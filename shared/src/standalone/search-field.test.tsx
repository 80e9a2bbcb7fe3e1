import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, resetAreaTest } from 'shared/standalone/testing';
import { SearchField } from './search-field';

afterEach(resetAreaTest);

const renderField = (props: Partial<Parameters<typeof SearchField>[0]> = {}) => {
  const onSearch = jest.fn();
  const onClear = jest.fn();
  const onChange = jest.fn();
  renderAt(
    <SearchField
      label="Search"
      placeholder="Search courses, news and materials"
      onSearch={onSearch}
      onClear={onClear}
      onChange={onChange}
      {...props}
    />,
    '/pages/search/index',
  );
  return { onSearch, onClear, onChange };
};

describe('SearchField', () => {
  it('is a named search with a named field', () => {
    renderField();
    expect(screen.getByRole('search', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  it('offers a real clear button only while there is a keyword, and clears the field', async () => {
    const user = userEvent.setup();
    const { onClear, onChange, onSearch } = renderField({ defaultValue: '空调' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('空调');
    // antd-mobile's own clear icon (a div with an aria-label) is not rendered.
    expect(document.querySelector('.adm-input-clear')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear keyword' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear keyword' })).toBeNull();
    await user.type(box, '陈列{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('陈列');
    expect(screen.getByRole('button', { name: 'Clear keyword' })).toBeVisible();
  });

  it('marks the field invalid and points it to the message saying why', () => {
    renderField({ invalid: true, errorId: 'why' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'why');
  });
});
