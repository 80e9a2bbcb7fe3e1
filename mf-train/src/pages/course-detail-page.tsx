import { Avatar, Button, ProgressBar, Tag } from 'shared/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  errorText,
  joinMeta,
  MediaImage,
  mediaUrl,
  Section,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { ActionBar, MainAction } from '../components/action-bar';
import { MEDIA_LABELS } from '../components/course-card';
import { PriceText, RequiredTag } from '../components/course-tags';
import { LessonList, playerPath } from '../components/lesson-list';
import { MissingId } from '../components/missing-id';
import { isOverdue, studyActionKey } from '../components/study-action';
import { firstLessonToPlay } from '../player/first-lesson';
import styles from './course-detail-page.module.css';

type Course = ContractData<'get', '/api/courses/{id}'>;

function CourseActions({ course, onChange }: { course: Course; onChange: (c: Course) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const joined = useCurrentUser().is_check === 2;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = firstLessonToPlay(course);
  const play = () => {
    if (next !== undefined) navigate(playerPath(course.id, next));
  };
  const start = () => {
    setBusy(true);
    setRefusal(null);
    api
      .post('/api/courses/{id}/enrol', { path: { id: course.id }, loading: false, toast: false })
      .then(
        (updated) => {
          onChange(updated);
          setBusy(false);
          const first = firstLessonToPlay(updated);
          if (first !== undefined) navigate(playerPath(updated.id, first));
        },
        (error: unknown) => {
          setBusy(false);
          setRefusal(errorText(error, (key, options) => t(key, options)));
        },
      );
  };

  let main;
  if (!loggedIn) {
    main = (
      <Button block color="primary" onClick={() => navigate(PATHS.shell.login)}>
        {t('train.course.loginToStudy')}
      </Button>
    );
  } else if (!joined) {
    main = (
      <Button block disabled>
        {t('train.course.joinToStudy')}
      </Button>
    );
  } else if (course.owned && course.enrolment) {
    main = (
      <Button block color="primary" onClick={play} disabled={next === undefined}>
        {t(studyActionKey(course.enrolment.progress_percent))}
      </Button>
    );
  } else if (course.owned) {
    main = (
      <Button block color="primary" loading={busy} onClick={start}>
        {t('train.course.start')}
      </Button>
    );
  } else {
    main = (
      <Button
        block
        color="primary"
        onClick={() => navigate(`${PATHS.train.courseOrder}?id=${course.id}`)}
      >
        {t('train.course.buy', { price: course.price })}
      </Button>
    );
  }
  const canTest = course.enrolment?.completed_at != null && course.test.question_count > 0;
  return (
    <ActionBar>
      {canTest ? (
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() => navigate(`${PATHS.train.test}?courseId=${course.id}`)}
        >
          {t('train.course.takeTest')}
        </Button>
      ) : null}
      <MainAction refusal={refusal}>{main}</MainAction>
    </ActionBar>
  );
}

function CourseView({ initial }: { initial: Course }) {
  const { t } = useTranslation();
  const [course, setCourse] = useState(initial);
  const lecturer = course.lecturer_detail;
  const overdue =
    course.is_compulsory && isOverdue(course.deadline_at, course.enrolment?.completed_at);
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.cover}>
          <MediaImage src={course.cover} alt="" ratio="cover" priority />
        </div>
        <div className={styles.summary}>
          <h2 className={styles.title}>{course.title}</h2>
          <p className={styles.meta}>
            {joinMeta([
              t(MEDIA_LABELS[course.media_kind]),
              t('train.course.lessons', { count: course.lesson_count }),
              t('train.course.learners', { count: course.learner_count }),
              course.points_reward > 0
                ? t('train.course.points', { count: course.points_reward })
                : null,
            ])}
          </p>
          <div className={styles.tags}>
            {course.is_compulsory ? <RequiredTag /> : null}
            {overdue ? (
              <Tag color="danger" fill="outline">
                {t('train.compulsory.status.overdue')}
              </Tag>
            ) : null}
            {course.owned && !course.is_free ? (
              <Tag color="primary" fill="outline">
                {t('train.course.owned')}
              </Tag>
            ) : null}
            {course.deadline_at !== null ? (
              <span className={overdue ? styles.overdue : undefined}>
                {t('train.course.deadline', {
                  date: formatCalendarSeconds(course.deadline_at, 'day'),
                })}
              </span>
            ) : null}
            <PriceText isFree={course.is_free} price={course.price} large />
          </div>
          {course.enrolment ? (
            <div className={styles.progress} aria-label={t('train.course.progress')}>
              <div className={styles.progressText}>
                {course.enrolment.completed_at !== null
                  ? t('train.course.finished')
                  : t('train.course.progressText', {
                      percent: course.enrolment.progress_percent,
                    })}
              </div>
              <ProgressBar percent={course.enrolment.progress_percent} />
            </div>
          ) : null}
        </div>
      </div>
      <Section title={t('train.course.intro')}>
        <p className={styles.intro}>{course.intro}</p>
      </Section>
      {lecturer ? (
        <Section title={t('train.course.lecturer')}>
          <div className={styles.lecturer}>
            <Avatar className={styles.avatar} src={mediaUrl(lecturer.avatar)} alt="" />
            <div className={styles.lecturerText}>
              <div className={styles.lecturerName}>{lecturer.name}</div>
              <div className={styles.lecturerTitle}>{lecturer.title}</div>
              <p className={styles.lecturerIntro}>{lecturer.intro}</p>
            </div>
          </div>
        </Section>
      ) : null}
      <Section title={t('train.course.chapters')}>
        <LessonList courseId={course.id} chapters={course.chapters} />
      </Section>
      <CourseActions course={course} onChange={setCourse} />
    </>
  );
}

function CourseLoader({ id }: { id: number }) {
  const course = useAsyncData(
    (signal) =>
      api.get('/api/courses/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={course} onRetry={course.reload}>
      {(data) => <CourseView initial={data} />}
    </AsyncView>
  );
}

/** /pagesTrain/course/course?id=: a course's intro, lecturer, lessons with progress; enrol or buy. */
export default function CourseDetailPage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.train.courseCourse">
      {id !== undefined ? <CourseLoader key={id} id={id} /> : <MissingId />}
    </AreaPage>
  );
}
