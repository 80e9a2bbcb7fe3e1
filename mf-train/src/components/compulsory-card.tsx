import { Image, ProgressBar, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData, type ContractInit } from 'shared/request';
import { ItemList, PagedView, mediaUrl, usePagedData } from 'shared/standalone';
import { formatDate } from './formats';

export type CompulsoryCourse = ContractData<'get', '/api/compulsory/courses/{id}'>;
export type CompulsoryFilter = Omit<
  NonNullable<ContractInit<'get', '/api/compulsory/courses'>['query']>,
  'page' | 'pageSize'
>;

const STATUS_COLOURS = {
  not_started: 'default',
  in_progress: 'primary',
  completed: 'success',
  overdue: 'danger',
} as const;

const rowStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  padding: '12px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

export const compulsoryCoursePath = (id: number): string =>
  `${PATHS.train.compulsoryCourse}?id=${id}`;

/** A required course of mine: its deadline, status and how far I am. */
export function CompulsoryCard({ item }: { item: CompulsoryCourse }) {
  const { t, i18n } = useTranslation();
  return (
    <Link to={compulsoryCoursePath(item.course.id)} style={rowStyle}>
      <Image
        src={mediaUrl(item.course.cover)}
        alt=""
        width={96}
        height={64}
        fit="cover"
        style={{ borderRadius: 4, flex: 'none' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ margin: 0, fontSize: 15, fontWeight: 500, color: '#333333' }}>
          {item.course.title}
        </h3>
        <div
          style={{
            display: 'flex',
            gap: 8,
            alignItems: 'center',
            flexWrap: 'wrap',
            fontSize: 12,
            color: '#999999',
            margin: '4px 0',
          }}
        >
          <Tag color={STATUS_COLOURS[item.status]} fill="outline">
            {t(`train.compulsory.status.${item.status}`)}
          </Tag>
          {item.deadline_at !== null ? (
            <span style={{ color: item.status === 'overdue' ? '#ff3141' : undefined }}>
              {t('train.course.deadline', { date: formatDate(item.deadline_at, i18n.language) })}
            </span>
          ) : null}
          {item.audience === 'manager' ? <span>{t('train.compulsory.forManagers')}</span> : null}
        </div>
        <ProgressBar
          percent={item.progress_percent}
          text={`${item.progress_percent}%`}
          style={{ '--track-width': '4px' } as CSSProperties}
        />
      </div>
    </Link>
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
        <ItemList items={items.map((item) => ({ id: item.course.id, item }))}>
          {({ item }) => <CompulsoryCard item={item} />}
        </ItemList>
      )}
    </PagedView>
  );
}
