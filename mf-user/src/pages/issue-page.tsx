import { Tabs } from 'shared/ui-kit';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, usePagedData } from 'shared/standalone';
import { SearchField } from 'shared/standalone/search-field';
import { EmptyState } from 'shared/ui';
import { CardList } from '../components/card-list';
import { LinkItem } from '../components/link-item';
import { Panel } from '../components/panel';
import pageTabs from '../components/page-tabs.module.css';
import styles from './issue-page.module.css';
import { RowIcon } from '../components/row-icon';

const ALL = 'all';

/** FAQ: search by keyword (`?keyword=`) or browse by category (`?category=`). */
export default function IssuePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  const category = params.get('category') ?? '';
  const help = usePagedData(
    (page, signal) =>
      api.get('/api/help', {
        query: {
          page,
          pageSize: 20,
          ...(keyword ? { keyword } : {}),
          ...(category ? { category } : {}),
        },
        loading: false,
        toast: false,
        signal,
      }),
    [keyword, category],
  );
  // The categories come with every page; keep the last ones while a new filter loads.
  const [categories, setCategories] = useState<readonly string[]>([]);
  const loadedCategories = help.firstPage?.categories;
  if (loadedCategories && loadedCategories !== categories) setCategories(loadedCategories);

  const update = (next: { keyword?: string; category?: string }) => {
    const merged = { keyword, category, ...next };
    const search: Record<string, string> = {};
    if (merged.keyword) search.keyword = merged.keyword;
    if (merged.category) search.category = merged.category;
    setParams(search, { replace: true });
  };

  return (
    <AreaPage title="page.user.issue">
      <div className={styles.search}>
        <SearchField
          label={t('user.issue.search')}
          defaultValue={keyword}
          placeholder={t('user.issue.search')}
          onSearch={(value) => update({ keyword: value.trim() })}
          onClear={() => update({ keyword: '' })}
        />
      </div>
      {/*
        Keyed by the categories: antd measures whether the bar scrolls (and shows its edge fade)
        when it mounts, not when tabs arrive later, so a bar with more categories starts afresh.
      */}
      <Tabs
        key={categories.join('\n')}
        className={pageTabs.tabs}
        activeKey={category || ALL}
        onChange={(key) => update({ category: key === ALL ? '' : key })}
      >
        <Tabs.Tab key={ALL} title={t('user.issue.all')} />
        {categories.map((name) => (
          <Tabs.Tab key={name} title={name} />
        ))}
      </Tabs>
      <PagedView paged={help} empty={<EmptyState kind={keyword ? 'search' : 'data'} />}>
        {(items) => (
          <Panel padded={false}>
            <CardList>
              {items.map((faq) => (
                <LinkItem
                  key={faq.id}
                  to={`${PATHS.user.issueDetail}?id=${faq.id}`}
                  prefix={
                    <RowIcon>
                      <QuestionCircleOutline />
                    </RowIcon>
                  }
                  // Under a category's tab every row is of that category: said once, by the tab.
                  description={category ? null : faq.category}
                >
                  {faq.question}
                </LinkItem>
              ))}
            </CardList>
          </Panel>
        )}
      </PagedView>
    </AreaPage>
  );
}
