import { Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api, type ContractData, type ContractInit } from 'shared/request';
import { CardList, GridRows, ItemList, MediaRow, PagedView, usePagedData } from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { ProgressLine } from './progress-line';
import styles from './compulsory-card.module.css';

export type CompulsoryCourse = ContractData<'get', '/api/compulsory/courses/{id}'>;
export type CompulsoryFilter = Omit<
  NonNullable<ContractInit<'get', '/api/compulsory/courses'>['query']>,
  'page' | 'pageSize'
>;

/** Status badges: brand for in progress, danger only for overdue, success for done. */
export const STATUS_COLOURS = {
  not_started: 'default',
  in_progress: 'primary',
  completed: 'success',
  overdue: 'danger',
} as const;

export const compulsoryCoursePath = (id: number): string =>
  `${PATHS.train.compulsoryCourse}?id=${id}`;

/** A required course of mine: its deadline, status and how far I am. */
export function CompulsoryCard({ item }: { item: CompulsoryCourse }) {
  const { t } = useTranslation();
  return (
    <MediaRow
      to={compulsoryCoursePath(item.course.id)}
      cover={item.course.cover}
      title={item.course.title}
    >
      <Tag color={STATUS_COLOURS[item.status]} fill="outline">
        {t(`train.compulsory.status.${item.status}`)}
      </Tag>
      {item.deadline_at !== null ? (
        <span className={item.status === 'overdue' ? styles.overdue : undefined}>
          {t('train.course.deadline', { date: formatCalendarSeconds(item.deadline_at, 'day') })}
        </span>
      ) : null}
      {item.audience === 'manager' ? <span>{t('train.compulsory.forManagers')}</span> : null}
      <ProgressLine percent={item.progress_percent} />
    </MediaRow>
  );
}

const PAGE_SIZE = 10;

/** My required courses for a filter, paged (pull down to refresh, scroll for more). */
export function CompulsoryList({ filter }: { filter: CompulsoryFilter }) {
  const courses = usePagedData(
    (page, signal) =>
      api.get('/api/compulsory/courses', {
        query: { ...filter, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [JSON.stringify(filter)],
  );
  return (
    <PagedView paged={courses}>
      {(items) => (
        <CardList>
          <GridRows>
            <ItemList items={items.map((item) => ({ id: item.course.id, item }))}>
              {({ item }) => <CompulsoryCard item={item} />}
            </ItemList>
          </GridRows>
        </CardList>
      )}
    </PagedView>
  );
}
