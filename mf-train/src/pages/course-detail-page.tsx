import { Avatar, Button, Image, ProgressBar, Tag } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api, type ContractData } from 'shared/request';
import { useCurrentUser, useIsLoggedIn } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  errorText,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { ActionBar, MainAction } from '../components/action-bar';
import { formatDate } from '../components/formats';
import { LessonList, playerPath } from '../components/lesson-list';
import { MissingId } from '../components/missing-id';
import { firstLessonToPlay } from '../player/first-lesson';

type Course = ContractData<'get', '/api/courses/{id}'>;

const cardStyle: CSSProperties = { background: '#ffffff', padding: 16, marginBottom: 12 };
const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  fontSize: 12,
  color: '#999999',
  marginTop: 6,
};
const sectionTitle: CSSProperties = { fontSize: 16, margin: '0 0 8px' };

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
        {course.enrolment.completed_lessons > 0
          ? t('train.course.continue')
          : t('train.course.start')}
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
      <MainAction refusal={refusal}>{main}</MainAction>
      {canTest ? (
        <Button
          color="primary"
          fill="outline"
          onClick={() => navigate(`${PATHS.train.test}?courseId=${course.id}`)}
        >
          {t('train.course.takeTest')}
        </Button>
      ) : null}
    </ActionBar>
  );
}

function CourseView({ initial }: { initial: Course }) {
  const { t, i18n } = useTranslation();
  const [course, setCourse] = useState(initial);
  const lecturer = course.lecturer_detail;
  return (
    <>
      <Image src={mediaUrl(course.cover)} alt="" width="100%" height={200} fit="cover" />
      <div style={cardStyle}>
        <h2 style={{ margin: 0, fontSize: 18 }}>{course.title}</h2>
        <div style={metaStyle}>
          <span>{t(`train.media.${course.media_kind}`)}</span>
          <span>{t('train.course.lessons', { count: course.lesson_count })}</span>
          <span>{t('train.course.learners', { count: course.learner_count })}</span>
          {course.points_reward > 0 ? (
            <span>{t('train.course.points', { count: course.points_reward })}</span>
          ) : null}
        </div>
        <div style={{ ...metaStyle, alignItems: 'center' }}>
          {course.is_compulsory ? (
            <Tag color="danger" fill="outline">
              {t('train.course.required')}
            </Tag>
          ) : null}
          {course.deadline_at !== null ? (
            <span>
              {t('train.course.deadline', { date: formatDate(course.deadline_at, i18n.language) })}
            </span>
          ) : null}
          <span style={{ color: course.is_free ? '#52c41a' : '#ff801a', fontSize: 16 }}>
            {course.is_free ? t('train.course.free') : `¥${course.price}`}
          </span>
          {course.owned && !course.is_free ? (
            <Tag color="success">{t('train.course.owned')}</Tag>
          ) : null}
        </div>
        {course.enrolment ? (
          <div style={{ marginTop: 12 }} aria-label={t('train.course.progress')}>
            <div style={{ fontSize: 13, color: '#666666', marginBottom: 4 }}>
              {course.enrolment.completed_at !== null
                ? t('train.course.finished')
                : t('train.course.progressText', { percent: course.enrolment.progress_percent })}
            </div>
            <ProgressBar percent={course.enrolment.progress_percent} />
          </div>
        ) : null}
      </div>
      <section style={cardStyle} aria-labelledby="course-intro">
        <h3 id="course-intro" style={sectionTitle}>
          {t('train.course.intro')}
        </h3>
        <p style={{ margin: 0, fontSize: 14, lineHeight: 1.7, color: '#333333' }}>{course.intro}</p>
      </section>
      {lecturer ? (
        <section style={cardStyle} aria-labelledby="course-lecturer">
          <h3 id="course-lecturer" style={sectionTitle}>
            {t('train.course.lecturer')}
          </h3>
          <div style={{ display: 'flex', gap: 12 }}>
            <Avatar src={mediaUrl(lecturer.avatar)} style={{ '--size': '48px' } as CSSProperties} />
            <div>
              <div style={{ fontSize: 15 }}>{lecturer.name}</div>
              <div style={{ fontSize: 12, color: '#999999' }}>{lecturer.title}</div>
              <p style={{ margin: '6px 0 0', fontSize: 13, color: '#666666' }}>{lecturer.intro}</p>
            </div>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="course-chapters" style={{ marginBottom: 12 }}>
        <h3 id="course-chapters" style={{ ...sectionTitle, padding: '0 16px' }}>
          {t('train.course.chapters')}
        </h3>
        <LessonList courseId={course.id} chapters={course.chapters} />
      </section>
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
