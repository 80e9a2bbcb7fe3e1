import { Collapse, Tabs } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from 'shared/request';
import { AreaPage, AsyncView, ItemList, useAsyncData } from 'shared/standalone';
import { CompulsoryCard, type CompulsoryCourse } from '../components/compulsory-card';
import tabStyles from '../components/tabs.module.css';
import styles from './compulsory-two-list-page.module.css';

type Kind = CompulsoryCourse['compulsory_kind'];
const KINDS: readonly Kind[] = ['product', 'activity', 'company'];

/** Enough for every required course of one kind (a few dozen at most). */
const ALL_OF_KIND = 100;

function KindGroups({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const data = useAsyncData(
    async (signal) => {
      const [courses, categories] = await Promise.all([
        api.get('/api/compulsory/courses', {
          query: { kind, pageSize: ALL_OF_KIND },
          loading: false,
          toast: false,
          signal,
        }),
        api.get('/api/course-categories', { loading: false, toast: false, signal }),
      ]);
      return categories.list
        .map((category) => ({
          ...category,
          items: courses.list.filter((c) => c.course.category_id === category.id),
        }))
        .filter((group) => group.items.length > 0);
    },
    [kind],
  );
  return (
    <AsyncView state={data} onRetry={data.reload} isEmpty={(groups) => groups.length === 0}>
      {(groups) => (
        <Collapse className={styles.groups} defaultActiveKey={groups.map((g) => String(g.id))}>
          {groups.map((group) => {
            const done = group.items.filter((i) => i.status === 'completed').length;
            return (
              <Collapse.Panel
                key={String(group.id)}
                title={`${group.name} · ${t('train.compulsory.done', { done, total: group.items.length })}`}
              >
                <ItemList items={group.items.map((item) => ({ id: item.course.id, item }))}>
                  {({ item }) => <CompulsoryCard item={item} />}
                </ItemList>
              </Collapse.Panel>
            );
          })}
        </Collapse>
      )}
    </AsyncView>
  );
}

/** Required courses in two levels: by what they are required for, then by category. */
export default function CompulsoryTwoListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = KINDS.find((k) => k === params.get('kind')) ?? 'product';
  return (
    <AreaPage title="page.train.compulsoryTwoList">
      <Tabs
        className={tabStyles.tabs}
        activeKey={kind}
        onChange={(key) => setParams({ kind: key }, { replace: true })}
      >
        {KINDS.map((k) => (
          <Tabs.Tab key={k} title={t(`train.compulsory.kind.${k}`)} />
        ))}
      </Tabs>
      <KindGroups key={kind} kind={kind} />
    </AreaPage>
  );
}
