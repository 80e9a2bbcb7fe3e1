import { Avatar, List, ProgressBar } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { AreaPage, AsyncView, mediaUrl, useAsyncData, useIdParam } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { formatDate } from 'shared/time-ago';
import { cardStyle, mutedStyle } from '../components/card-style';
import { splitDuration } from '../components/format';
import { ROLE_LABELS, SEX_LABELS, maskMobile } from '../components/user-labels';

function Figure({ value, label }: { value: string | number; label: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <strong style={{ fontSize: 18 }}>{value}</strong>
      <div style={mutedStyle}>{label}</div>
    </div>
  );
}

function ColleagueProfile({ id }: { id: number }) {
  const { t } = useTranslation();
  const profile = useAsyncData(
    (signal) =>
      api.get('/api/team/people/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={profile} onRetry={profile.reload}>
      {(person) => {
        const time = splitDuration(person.learning.study_seconds);
        return (
          <>
            <div style={{ ...cardStyle, display: 'flex', gap: 12, alignItems: 'center' }}>
              <Avatar
                src={mediaUrl(person.avatar)}
                alt=""
                style={{ '--size': '64px', '--border-radius': '50%' } as CSSProperties}
              />
              <div>
                <h2 style={{ margin: 0, fontSize: 18 }}>{person.name}</h2>
                <div style={mutedStyle}>
                  {t(ROLE_LABELS[person.role])} · {person.shop.name}
                </div>
              </div>
            </div>
            <List header={t('user.teamProfile.contact')}>
              <List.Item extra={t(SEX_LABELS[person.sex] ?? SEX_LABELS[0])}>
                {t('user.profile.sex')}
              </List.Item>
              <List.Item
                extra={
                  person.mobile ? (
                    <a href={`tel:${person.mobile}`}>{maskMobile(person.mobile)}</a>
                  ) : (
                    t('user.profile.unset')
                  )
                }
              >
                {t('user.profile.mobile')}
              </List.Item>
              <List.Item extra={person.team.name}>{t('user.profile.team')}</List.Item>
              {person.joined_at !== null ? (
                <List.Item extra={formatDate(new Date(person.joined_at * 1000))}>
                  {t('user.teamProfile.joinedAt')}
                </List.Item>
              ) : null}
            </List>
            <h2 style={{ fontSize: 15, margin: '16px 16px 8px' }}>
              {t('user.teamProfile.learning')}
            </h2>
            <div
              style={{
                ...cardStyle,
                display: 'grid',
                gridTemplateColumns: 'repeat(3, 1fr)',
                gap: 12,
              }}
            >
              <Figure value={t('user.learn.duration', time)} label={t('user.learn.totalTime')} />
              <Figure value={person.learning.study_days} label={t('user.learn.studyDays')} />
              <Figure
                value={`${person.learning.courses_completed}/${person.learning.courses_enrolled}`}
                label={t('user.learn.coursesDone')}
              />
              <Figure
                value={`${person.learning.exams_passed}/${person.learning.exams_taken}`}
                label={t('user.learn.examsPassed')}
              />
            </div>
            {person.learning.recent_courses.length ? (
              <List header={t('user.teamProfile.recentCourses')}>
                {person.learning.recent_courses.map((course) => (
                  <List.Item
                    key={course.id}
                    description={<ProgressBar percent={course.progress} text />}
                  >
                    {course.title}
                  </List.Item>
                ))}
              </List>
            ) : null}
          </>
        );
      }}
    </AsyncView>
  );
}

/** A colleague's profile (?id=): contact, team, and a summary of their learning. */
export default function TeamProfilePage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.user.teamProfile">
      {id === undefined ? (
        <EmptyState description={t('user.common.missingId')} />
      ) : (
        <ColleagueProfile id={id} />
      )}
    </AreaPage>
  );
}
