import { List, ProgressBar, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { useSessionStore } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  PagedView,
  Section,
  useAsyncData,
  useIdParam,
  usePagedData,
  useTranslate,
} from 'shared/standalone';
import { formatCalendarSeconds } from 'shared/time-ago';
import { CardList } from '../components/card-list';
import { formatDuration } from '../components/format';
import { MissingId } from '../components/missing-id';
import { Panel } from '../components/panel';
import { StatRow } from '../components/stat-row';
import { UserAvatar } from '../components/user-avatar';
import { ROLE_LABELS, SEX_LABELS, maskMobile } from '../components/user-labels';
import styles from './team-profile-page.module.css';

const CLOSED_BY = {
  candidate: 'user.teamProfile.closedBy.candidate',
  time: 'user.teamProfile.closedBy.time',
  leaves: 'user.teamProfile.closedBy.leaves',
} as const;

/**
 * A manager's view of a colleague's exam attempts: score, pass, how the attempt closed and how
 * often they left the exam (the API answers managers only).
 */
function ColleagueExams({ id }: { id: number }) {
  const { t } = useTranslation();
  const exams = usePagedData(
    (page, signal) =>
      api.get('/api/team/people/{id}/exams', {
        path: { id },
        query: { page },
        loading: false,
        toast: false,
        signal,
      }),
    [id],
  );
  return (
    <Section title={t('user.teamProfile.exams')} card={false}>
      <PagedView
        paged={exams}
        empty={<p className={styles.none}>{t('user.teamProfile.noExams')}</p>}
      >
        {(attempts) => (
          <div className={styles.card}>
            <CardList>
              {attempts.map((a) => {
                const facts = [
                  formatCalendarSeconds(a.submitted_at ?? a.started_at, 'dayTime'),
                  ...(a.closed_by ? [t(CLOSED_BY[a.closed_by])] : []),
                ];
                return (
                  <List.Item
                    key={a.id}
                    description={
                      <span className={styles.examFacts}>
                        {facts.join(' · ')}
                        {a.leave_count > 0 ? (
                          <span className={styles.leaves}>
                            {' · '}
                            {t('user.teamProfile.examLeaves', { count: a.leave_count })}
                          </span>
                        ) : null}
                      </span>
                    }
                    extra={
                      a.status === 'in_progress' ? (
                        <Tag color="primary" fill="outline">
                          {t('user.teamProfile.examInProgress')}
                        </Tag>
                      ) : (
                        <span className={styles.result}>
                          <span className={styles.score}>
                            {a.score}/{a.total_score}
                          </span>
                          <Tag color={a.is_passed ? 'success' : 'danger'}>
                            {a.is_passed
                              ? t('user.teamProfile.examPassed')
                              : t('user.teamProfile.examFailed')}
                          </Tag>
                        </span>
                      )
                    }
                  >
                    {a.paper.title}
                  </List.Item>
                );
              })}
            </CardList>
          </div>
        )}
      </PagedView>
    </Section>
  );
}

function ColleagueProfile({ id }: { id: number }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const isManager = useSessionStore(
    (state) => state.user.role !== undefined && state.user.role !== 'staff',
  );
  const profile = useAsyncData(
    (signal) =>
      api.get('/api/team/people/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={profile} onRetry={profile.reload}>
      {(person) => (
        <>
          <Panel>
            <div className={styles.head}>
              <UserAvatar src={person.avatar} size="l" />
              <div className={styles.who}>
                <h2 className={styles.name}>{person.name}</h2>
                <div className={styles.meta}>
                  {t(ROLE_LABELS[person.role])} · {person.shop.name}
                </div>
              </div>
            </div>
          </Panel>
          <Section title={t('user.teamProfile.basic')}>
            <CardList>
              <List.Item extra={t(SEX_LABELS[person.sex] ?? SEX_LABELS[0])}>
                {t('user.profile.sex')}
              </List.Item>
              <List.Item
                extra={
                  person.mobile ? (
                    <a href={`tel:${person.mobile}`} className={styles.tel}>
                      {maskMobile(person.mobile)}
                    </a>
                  ) : (
                    t('user.profile.unset')
                  )
                }
              >
                {t('user.profile.mobile')}
              </List.Item>
              <List.Item extra={person.team.name}>{t('user.profile.team')}</List.Item>
              {person.joined_at !== null ? (
                <List.Item extra={formatCalendarSeconds(person.joined_at, 'day')}>
                  {t('user.teamProfile.joinedAt')}
                </List.Item>
              ) : null}
            </CardList>
          </Section>
          <Section title={t('user.teamProfile.learning')}>
            <div className={styles.figures}>
              <StatRow
                stats={[
                  {
                    value: formatDuration(person.learning.study_seconds, translate),
                    label: t('user.learn.totalTime'),
                    accent: true,
                  },
                  { value: person.learning.study_days, label: t('user.learn.studyDays') },
                ]}
              />
              <StatRow
                stats={[
                  {
                    value: `${person.learning.courses_completed}/${person.learning.courses_enrolled}`,
                    label: t('user.learn.coursesDone'),
                  },
                  {
                    value: `${person.learning.exams_passed}/${person.learning.exams_taken}`,
                    label: t('user.learn.examsPassed'),
                  },
                ]}
              />
            </div>
          </Section>
          {person.learning.recent_courses.length ? (
            <Section title={t('user.teamProfile.recentCourses')}>
              <CardList>
                {person.learning.recent_courses.map((course) => (
                  <List.Item
                    key={course.id}
                    description={
                      <div className={styles.progress}>
                        <ProgressBar percent={course.progress} text />
                      </div>
                    }
                  >
                    {course.title}
                  </List.Item>
                ))}
              </CardList>
            </Section>
          ) : null}
          {isManager ? <ColleagueExams id={id} /> : null}
        </>
      )}
    </AsyncView>
  );
}

/** A colleague's profile (?id=): basic info (sex, mobile, team), and a summary of their learning. */
export default function TeamProfilePage() {
  const id = useIdParam();
  return (
    <AreaPage title="page.user.teamProfile">
      {id === undefined ? <MissingId /> : <ColleagueProfile id={id} />}
    </AreaPage>
  );
}
