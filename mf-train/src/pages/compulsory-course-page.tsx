import { Button, ProgressBar, Tag } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData, useIdParam } from 'shared/standalone';
import { ActionBar } from '../components/action-bar';
import type { CompulsoryCourse } from '../components/compulsory-card';
import { formatDate } from '../components/formats';
import { MissingId } from '../components/missing-id';

const DAY = 86400;
const cardStyle: CSSProperties = { background: '#ffffff', padding: 16, marginBottom: 12 };

function daysLeft(deadline: number): number {
  return Math.ceil((deadline - Date.now() / 1000) / DAY);
}

function RequiredCourse({ item }: { item: CompulsoryCourse }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const course = item.course;
  return (
    <>
      <div style={cardStyle}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{course.title}</h2>
        <div style={{ display: 'flex', gap: 8, margin: '8px 0', flexWrap: 'wrap' }}>
          <Tag color={item.status === 'overdue' ? 'danger' : 'primary'} fill="outline">
            {t(`train.compulsory.status.${item.status}`)}
          </Tag>
          <Tag fill="outline">{t(`train.compulsory.kind.${item.compulsory_kind}`)}</Tag>
          {item.audience === 'manager' ? (
            <Tag fill="outline">{t('train.compulsory.forManagers')}</Tag>
          ) : null}
        </div>
        {item.deadline_at !== null ? (
          <p style={{ margin: '4px 0', fontSize: 14 }}>
            {t('train.course.deadline', { date: formatDate(item.deadline_at, i18n.language) })}
            {item.status !== 'completed' ? (
              <span
                style={{
                  marginLeft: 8,
                  color: daysLeft(item.deadline_at) < 0 ? '#ff3141' : '#ff801a',
                }}
              >
                {daysLeft(item.deadline_at) < 0
                  ? t('train.compulsory.daysOverdue', { count: -daysLeft(item.deadline_at) })
                  : t('train.compulsory.daysLeft', { count: daysLeft(item.deadline_at) })}
              </span>
            ) : null}
          </p>
        ) : null}
        {item.completed_at !== null ? (
          <p style={{ margin: '4px 0', fontSize: 14, color: '#52c41a' }}>
            {t('train.compulsory.completedOn', {
              date: formatDate(item.completed_at, i18n.language),
            })}
          </p>
        ) : null}
        <ProgressBar
          percent={item.progress_percent}
          text={`${item.progress_percent}%`}
          style={{ marginTop: 8 }}
        />
        <p style={{ fontSize: 13, color: '#666666' }}>
          {t('train.course.lessons', { count: course.lesson_count })}
          {course.lecturer ? ` · ${course.lecturer.name}` : ''}
        </p>
      </div>
      <ActionBar>
        <Button
          block
          color="primary"
          onClick={() =>
            navigate(
              item.status === 'completed'
                ? `${PATHS.train.courseCourse}?id=${course.id}`
                : `${PATHS.train.coursePlayer}?id=${course.id}`,
            )
          }
        >
          {item.status === 'completed' ? t('train.compulsory.review') : t('train.course.continue')}
        </Button>
        <Button onClick={() => navigate(`${PATHS.train.courseCourse}?id=${course.id}`)}>
          {t('train.compulsory.details')}
        </Button>
      </ActionBar>
    </>
  );
}

function Loader({ id }: { id: number }) {
  const item = useAsyncData(
    (signal) =>
      api.get('/api/compulsory/courses/{id}', {
        path: { id },
        loading: false,
        toast: false,
        signal,
      }),
    [id],
  );
  return (
    <AsyncView state={item} onRetry={item.reload}>
      {(data) => <RequiredCourse item={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/compulsory/course?id=: a required course with its deadline and my progress. */
export default function CompulsoryCoursePage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.train.compulsoryCourse">
      {id !== undefined ? <Loader key={id} id={id} /> : <MissingId />}
    </AreaPage>
  );
}
