import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileOutline } from 'antd-mobile-icons';
import { ItemList } from './item-list';
import { CardList, joinMeta, MediaRow } from './media-row';
import { renderAt, resetAreaTest } from './testing';

afterEach(resetAreaTest);

const materials = [
  { id: 11, title: '十字对开门冰箱产品参数手册', reads: '2172 reads' },
  { id: 12, title: '法式多门冰箱产品参数手册', reads: '403 reads' },
];

describe('CardList', () => {
  it('puts a page’s own rows on a card of their own', () => {
    renderAt(
      <CardList>
        <ItemList items={materials}>
          {(item) => <MediaRow title={item.title} to={`/m?id=${item.id}`} />}
        </ItemList>
      </CardList>,
    );
    const list = screen.getByRole('list');
    expect(list.parentElement).toHaveClass('list');
    expect(list.parentElement).not.toHaveClass('flat');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('lays the rows flat on a surface that is already a card', () => {
    renderAt(
      <CardList flat>
        <ItemList items={materials}>{(item) => <MediaRow title={item.title} to="/m" />}</ItemList>
      </CardList>,
    );
    const holder = screen.getByRole('list').parentElement;
    expect(holder).toHaveClass('flat');
    expect(holder).not.toHaveClass('list');
  });
});

describe('MediaRow', () => {
  it('is one link named by its title, with its facts and a type icon hidden from readers', () => {
    renderAt(
      <MediaRow
        to="/pagesPublic/material/index?id=11"
        title="十字对开门冰箱产品参数手册"
        icon={<FileOutline data-testid="type-icon" />}
        meta={
          <>
            <span>2172 reads</span>
            <span>2 attachments</span>
          </>
        }
      />,
    );
    const link = screen.getByRole('link', { name: /十字对开门冰箱产品参数手册/ });
    expect(link).toHaveAttribute('href', '/pagesPublic/material/index?id=11');
    expect(link).toHaveTextContent('2172 reads');
    expect(link).toHaveTextContent('2 attachments');
    const tile = screen.getByTestId('type-icon').parentElement;
    expect(tile).toHaveClass('icon');
    expect(tile).toHaveAttribute('aria-hidden');
  });

  it('shows the cover instead of the icon when there is a picture', () => {
    renderAt(
      <MediaRow
        to="/news?id=1"
        title="优家电器第500家门店在成都开业"
        cover="/api/media/cover-news-company-1.svg"
        icon={<FileOutline data-testid="type-icon" />}
      />,
    );
    expect(screen.queryByTestId('type-icon')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining('cover-news-company-1.svg'),
    );
  });

  it('is a button calling onOpen when it leads nowhere', async () => {
    const onOpen = jest.fn();
    renderAt(<MediaRow title="冰箱区“三段式”陈列指引" onOpen={onOpen} meta={['陈列指引']} />);
    await userEvent.click(screen.getByRole('button', { name: /三段式/ }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('joinMeta', () => {
  it('joins the facts there are with a middle dot', () => {
    expect(joinMeta(['Video', null, '周明远', false, '12 lessons'])).toBe(
      'Video · 周明远 · 12 lessons',
    );
  });
});
