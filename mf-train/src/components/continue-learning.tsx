import { Image, ProgressBar } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AsyncView, ItemList, mediaUrl, useAsyncData } from 'shared/standalone';
import { playerPath } from './lesson-list';
import { coursePath } from './course-card';

type Recent = ContractData<'get', '/api/learning/recent'>['list'][number];

const rowStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  padding: '10px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

function RecentRow({ item }: { item: Recent }) {
  const { t } = useTranslation();
  const to = item.last_lesson
    ? playerPath(item.course.id, item.last_lesson.id)
    : coursePath(item.course.id);
  return (
    <Link to={to} style={rowStyle}>
      <Image
        src={mediaUrl(item.course.cover)}
        alt=""
        width={88}
        height={56}
        fit="cover"
        style={{ borderRadius: 4, flex: 'none' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 14, color: '#333333' }}>{item.course.title}</div>
        <div style={{ fontSize: 12, color: '#999999', margin: '4px 0' }}>
          {item.last_lesson
            ? t('train.continue.lastLesson', { title: item.last_lesson.title })
            : t('train.continue.notStarted')}
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
