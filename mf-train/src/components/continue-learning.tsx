import { useTranslation } from 'react-i18next';
import { api, type ContractData } from 'shared/request';
import { AsyncView, ItemList, MediaRow, useAsyncData } from 'shared/standalone';
import { coursePath } from './course-card';
import { playerPath } from './lesson-list';
import { ProgressLine } from './progress-line';

type Recent = ContractData<'get', '/api/learning/recent'>['list'][number];

function RecentRow({ item }: { item: Recent }) {
  const { t } = useTranslation();
  const to = item.last_lesson
    ? playerPath(item.course.id, item.last_lesson.id)
    : coursePath(item.course.id);
  return (
    <MediaRow
      to={to}
      cover={item.course.cover}
      title={item.course.title}
      meta={
        item.last_lesson
          ? t('train.continue.lastLesson', { title: item.last_lesson.title })
          : t('train.continue.notStarted')
      }
    >
      <ProgressLine percent={item.progress_percent} />
    </MediaRow>
  );
}

/** My unfinished courses, most recently studied first; each opens where I stopped. */
export function ContinueLearning({ limit, compact = false }: { limit: number; compact?: boolean }) {
  const recent = useAsyncData(
    (signal) =>
      api.get('/api/learning/recent', { query: { limit }, loading: false, toast: false, signal }),
    [limit],
  );
  return (
    <AsyncView
      state={recent}
      onRetry={recent.reload}
      compact={compact}
      isEmpty={(data) => data.list.length === 0}
    >
      {({ list }) => (
        <ItemList items={list.map((item) => ({ id: item.course.id, item }))}>
          {({ item }) => <RecentRow item={item} />}
        </ItemList>
      )}
    </AsyncView>
  );
}
