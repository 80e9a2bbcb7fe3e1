import { Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import {
  AreaPage,
  CardList,
  ItemList,
  PagedView,
  useAsyncData,
  usePagedData,
} from 'shared/standalone';
import { NewsListItem } from '../components/news-list-item';
import { newsCategoryOf, newsPageQuery } from './news-list-calls';
import styles from './news-list-page.module.css';

const ALL = 'all';

/** Tab 3, public: the news by category, pinned first then newest, with read counts. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categoryId = newsCategoryOf(params);

  const categories = useAsyncData(
    (signal) => api.get('/api/news/categories', { loading: false, toast: false, signal }),
    [],
  );
  const news = usePagedData(
    (page, signal) =>
      api.get('/api/news', {
        query: newsPageQuery(categoryId, page),
        loading: false,
        toast: false,
        signal,
      }),
    [categoryId],
  );

  const handleTabChange = (key: string) =>
    setParams(key === ALL ? {} : { category_id: key }, { replace: true });

  const tabs = categories.status === 'success' ? categories.data.list : [];
  return (
    <AreaPage title="page.content.newsList">
      <Tabs
        className={styles.tabs}
        activeKey={categoryId ? String(categoryId) : ALL}
        onChange={handleTabChange}
      >
        <Tabs.Tab key={ALL} title={t('content.news.all')} />
        {tabs.map((category) => (
          <Tabs.Tab key={String(category.id)} title={category.name} />
        ))}
      </Tabs>
      <PagedView paged={news}>
        {(items) => (
          <CardList>
            <ItemList items={items}>
              {(item) => <NewsListItem item={item} withCategory={categoryId === null} />}
            </ItemList>
          </CardList>
        )}
      </PagedView>
    </AreaPage>
  );
}
