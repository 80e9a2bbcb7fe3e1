import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  ok,
  paramsOf,
  pendingApi,
  refused,
  renderAt,
  resetAreaTest,
} from 'shared/standalone/testing';
import { MATERIAL_CATEGORIES, materialItem, newsPage } from '../testing/fixtures';
import MaterialCategoryPage from './material-category-page';

afterEach(resetAreaTest);

const PATH = '/pages/material/category';

function materialsBy(config: Parameters<typeof paramsOf>[0]) {
  const { category_id: categoryId, page } = paramsOf(config);
  if (categoryId === 2) return ok(newsPage([], 0));
  if (page === 2) return ok(newsPage([materialItem(11)], 11, 2));
  return ok(
    newsPage(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) =>
        id === 2
          ? materialItem(id, { attachment_count: 1, attachment_kinds: ['video'] })
          : id === 3
            ? materialItem(id, { attachment_count: 0, attachment_kinds: [] })
            : materialItem(id),
      ),
      11,
    ),
  );
}

const table = {
  'GET /api/banners': ok({ list: [] }),
  'GET /api/materials/categories': ok({ list: MATERIAL_CATEGORIES }),
  'GET /api/materials': materialsBy,
};

describe('MaterialCategoryPage', () => {
  it('shows its title while loading', async () => {
    pendingApi();
    renderAt(<MaterialCategoryPage />, PATH);
    expect(screen.getByRole('region', { name: 'Materials centre' })).toBeVisible();
    expect(screen.queryByText('产品手册')).toBeNull();
  });

  it('shows the categories in a side rail and the first one’s materials, paged', async () => {
    const user = userEvent.setup();
    const adapter = fakeApi(table);
    renderAt(<MaterialCategoryPage />, PATH);
    expect(await screen.findByText('2026春季新品手册 第1册')).toBeVisible();
    expect(screen.getByText('产品手册')).toBeVisible();
    expect(screen.getByText('销售工具包')).toBeVisible();
    expect(screen.getAllByText('3 attachments')).toHaveLength(8);
    // Beside the rail a row has a document's type icon instead of the category's cover.
    const row = screen.getByRole('link', { name: /2026春季新品手册 第1册/ });
    expect(row.querySelector('img')).toBeNull();
    expect(row.querySelector('.icon svg')).toBeInTheDocument();
    const call = adapter.calls.find((c) => c.url?.endsWith('/api/materials'))!;
    expect(paramsOf(call)).toMatchObject({ category_id: 1, page: 1 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('2026春季新品手册 第11册')).toBeVisible();
    // "No more" follows the card (rail and list) on the page background, as under every list.
    const noMore = screen.getByText('No more');
    expect(noMore).toBeVisible();
    const card = screen.getByRole('navigation', { name: 'Material categories' }).parentElement!;
    expect(card).toContainElement(row);
    expect(card).not.toContainElement(noMore);
  });

  it('names the kinds of file each material holds, with the first kind as its icon', async () => {
    fakeApi(table);
    renderAt(<MaterialCategoryPage />, PATH);
    const first = await screen.findByRole('link', { name: /2026春季新品手册 第1册/ });
    expect(first).toHaveTextContent(/PDFVideo\s*301 reads\s*3 attachments/);
    const video = screen.getByRole('link', { name: /2026春季新品手册 第2册/ });
    expect(video).toHaveTextContent('Video302 reads1 attachment');
    expect(video).not.toHaveTextContent('PDF');
    // A material without files names no kind (its icon is a plain document).
    const none = screen.getByRole('link', { name: /2026春季新品手册 第3册/ });
    expect(none).toHaveTextContent('303 reads0 attachments');
    expect(none).not.toHaveTextContent(/PDF|Video|Image/);
    // Each kind draws its own icon: the PDF row's differs from the video row's.
    const iconOf = (row: HTMLElement) => row.querySelector('.icon svg')!.outerHTML;
    expect(iconOf(first)).not.toBe(iconOf(video));
    expect(iconOf(first)).toBe(iconOf(none));
  });

  it('switches category from the rail, showing the empty state of an empty one', async () => {
    const user = userEvent.setup();
    fakeApi(table);
    const { location } = renderAt(<MaterialCategoryPage />, PATH);
    await user.click(await screen.findByText('销售工具包'));
    expect(await screen.findByText('No materials in this category yet.')).toBeVisible();
    expect(location()).toBe(`${PATH}?category_id=2`);
  });

  it('opens a material on tap', async () => {
    const user = userEvent.setup();
    fakeApi(table);
    const { location } = renderAt(<MaterialCategoryPage />, PATH);
    await user.click(await screen.findByText('2026春季新品手册 第2册'));
    expect(location()).toBe('/pagesPublic/material/index?id=2');
  });

  it('shows the empty state when there are no categories', async () => {
    fakeApi({ ...table, 'GET /api/materials/categories': ok({ list: [] }) });
    renderAt(<MaterialCategoryPage />, PATH);
    expect(await screen.findByText('No data yet')).toBeVisible();
  });

  it('shows a failed load inline and retries it', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      ...table,
      'GET /api/materials/categories': () =>
        fail ? refused('Materials are unavailable') : ok({ list: MATERIAL_CATEGORIES }),
    });
    renderAt(<MaterialCategoryPage />, PATH);
    expect(await screen.findByText('Materials are unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2026春季新品手册 第1册')).toBeVisible();
  });
});
