import { SideBar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  BannerCarousel,
  PagedView,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { MaterialListItem } from '../components/material-list-item';
import { RowList } from '../components/row-list';
import styles from './material-category-page.module.css';

const PAGE_SIZE = 10;

function Materials({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation();
  const materials = usePagedData(
    (page, signal) =>
      api.get('/api/materials', {
        query: { category_id: categoryId, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [categoryId],
  );
  return (
    <PagedView
      paged={materials}
      empty={
        <div className={styles.empty}>
          <EmptyState title={t('content.material.emptyCategory')} />
        </div>
      }
    >
      {(items) => (
        <RowList items={items} card={false}>
          {(item) => <MaterialListItem item={item} withCover={false} />}
        </RowList>
      )}
    </PagedView>
  );
}

/** Tab 1: the materials centre; its banners, the categories as a side rail and their materials. */
export default function MaterialCategoryPage() {
  const { t } = useTranslation();
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
        {({ list }) => {
          const active = list.find((category) => category.id === chosen) ?? list[0]!;
          return (
            <div className={styles.layout}>
              <nav aria-label={t('content.material.categories')} className={styles.rail}>
                <SideBar
                  className={styles.sideBar}
                  activeKey={String(active.id)}
                  onChange={(key) => setParams({ category_id: key }, { replace: true })}
                >
                  {list.map((category) => (
                    <SideBar.Item key={String(category.id)} title={category.name} />
                  ))}
                </SideBar>
              </nav>
              <div className={styles.list}>
                <Materials key={active.id} categoryId={active.id} />
              </div>
            </div>
          );
        }}
      </AsyncView>
    </AreaPage>
  );
}
