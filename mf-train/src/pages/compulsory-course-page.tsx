import { Button, ProgressBar, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  AreaPage,
  AsyncView,
  joinMeta,
  MediaImage,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { ActionBar } from '../components/action-bar';
import { STATUS_COLOURS, type CompulsoryCourse } from '../components/compulsory-card';
import { MissingId } from '../components/missing-id';
import { studyActionKey } from '../components/study-action';
import styles from './compulsory-course-page.module.css';

const DAY = 86400;

function daysLeft(deadline: number): number {
  return Math.ceil((deadline - Date.now() / 1000) / DAY);
}

function RequiredCourse({ item }: { item: CompulsoryCourse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const course = item.course;
  const left = item.deadline_at !== null ? daysLeft(item.deadline_at) : null;
  const detailsPath = `${PATHS.train.courseCourse}?id=${course.id}`;
  return (
    <>
      <div className={styles.card}>
        <div className={styles.cover}>
          <MediaImage src={course.cover} alt="" ratio="cover" priority />
        </div>
        <div className={styles.body}>
          <h2 className={styles.title}>{course.title}</h2>
          <p className={styles.meta}>
            {joinMeta([
              t('train.course.lessons', { count: course.lesson_count }),
              course.lecturer?.name,
            ])}
          </p>
          <div className={styles.tags}>
            <Tag color={STATUS_COLOURS[item.status]} fill="outline">
              {t(`train.compulsory.status.${item.status}`)}
            </Tag>
            <Tag fill="outline">{t(`train.compulsory.kind.${item.compulsory_kind}`)}</Tag>
            {item.audience === 'manager' ? (
              <Tag fill="outline">{t('train.compulsory.forManagers')}</Tag>
            ) : null}
          </div>
          {item.deadline_at !== null ? (
            <p className={styles.deadline}>
              <span>
                {t('train.course.deadline', {
                  date: formatCalendarSeconds(item.deadline_at, 'day'),
                })}
              </span>
              {item.status !== 'completed' && left !== null ? (
                <span className={left < 0 ? styles.overdue : styles.left}>
                  {left < 0
                    ? t('train.compulsory.daysOverdue', { count: -left })
                    : t('train.compulsory.daysLeft', { count: left })}
                </span>
              ) : null}
            </p>
          ) : null}
          {item.completed_at !== null ? (
            <p className={styles.completed}>
              {t('train.compulsory.completedOn', {
                date: formatCalendarSeconds(item.completed_at, 'day'),
              })}
            </p>
          ) : null}
          <div className={styles.progressHead}>
            <span>{t('train.course.progress')}</span>
            <strong className={styles.percent}>{item.progress_percent}%</strong>
          </div>
          <ProgressBar className={styles.progress} percent={item.progress_percent} />
        </div>
      </div>
      <ActionBar>
        <Button className={styles.secondary} onClick={() => navigate(detailsPath)}>
          {t('train.compulsory.details')}
        </Button>
        <Button
          block
          color="primary"
          onClick={() =>
            navigate(
              item.status === 'completed'
                ? detailsPath
                : `${PATHS.train.coursePlayer}?id=${course.id}`,
            )
          }
        >
          {item.status === 'completed'
            ? t('train.compulsory.review')
            : t(studyActionKey(item.progress_percent))}
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
