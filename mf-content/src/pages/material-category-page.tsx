import { SideBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  CardList,
  ItemList,
  PagedFooter,
  useAsyncData,
  usePagedData,
  type AsyncState,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { MaterialListItem, type MaterialItem } from '../components/material-list-item';
import styles from './material-category-page.module.css';

type Category = ContractData<'get', '/api/materials/categories'>['list'][number];

const PAGE_SIZE = 10;

/**
 * The rail and the chosen category's materials on one card; the list's footer ("No more", Load
 * more) follows the card on the page background, as under every list.
 */
function CategoryMaterials({
  categories,
  active,
  onChoose,
}: {
  categories: readonly Category[];
  active: Category;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const materials = usePagedData(
    (page, signal) =>
      api.get('/api/materials', {
        query: { category_id: active.id, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [active.id],
  );
  const state: AsyncState<readonly MaterialItem[]> =
    materials.status === 'success'
      ? { status: 'success', data: materials.items }
      : materials.status === 'error'
        ? { status: 'error', error: materials.error }
        : { status: 'loading' };
  return (
    <>
      <div className={styles.layout}>
        <nav aria-label={t('content.material.categories')} className={styles.rail}>
          <SideBar className={styles.sideBar} activeKey={String(active.id)} onChange={onChoose}>
            {categories.map((category) => (
              <SideBar.Item key={String(category.id)} title={category.name} />
            ))}
          </SideBar>
        </nav>
        <div className={styles.list}>
          <AsyncView
            state={state}
            onRetry={materials.reload}
            isEmpty={(items) => items.length === 0}
            empty={
              <div className={styles.empty}>
                <EmptyState title={t('content.material.emptyCategory')} />
              </div>
            }
          >
            {(items) => (
              <CardList flat>
                <ItemList items={items}>{(item) => <MaterialListItem item={item} />}</ItemList>
              </CardList>
            )}
          </AsyncView>
        </div>
      </div>
      {materials.status === 'success' && materials.items.length > 0 ? (
        <PagedFooter paged={materials} />
      ) : null}
    </>
  );
}

/** Tab 1: the materials centre; its banners, the categories as a side rail and their materials. */
export default function MaterialCategoryPage() {
  const [params, setParams] = useSearchParams();
  const categories = useAsyncData(
    (signal) => api.get('/api/materials/categories', { loading: false, toast: false, signal }),
    [],
  );
  const chosen = Number(params.get('category_id'));

  return (
    <AreaPage title="page.content.materialCategory">
      <BannerCarousel position="material" />
      <AsyncView
        state={categories}
        onRetry={categories.reload}
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <CategoryMaterials
            categories={list}
            active={list.find((category) => category.id === chosen) ?? list[0]!}
            onChoose={(key) => setParams({ category_id: key }, { replace: true })}
          />
        )}
      </AsyncView>
    </AreaPage>
  );
}
