import { Avatar, ProgressBar, Button } from 'shared/ui-kit';
import { Picker, Switch } from 'shared/ui-kit-forms';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, CardList, ItemList, mediaUrl, PagedView, usePagedData } from 'shared/standalone';
import styles from './compulsory-team-page.module.css';

type TeamPage = ContractData<'get', '/api/compulsory/team'>;
type Member = TeamPage['list'][number];

const PAGE_SIZE = 20;

/** "1 h 20 min" / "1 小时 20 分钟": study time in whole minutes. */
function useStudyTime(): (seconds: number) => string {
  const { t } = useTranslation();
  return (seconds) => {
    const minutes = Math.floor(Math.max(0, seconds) / 60);
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('train.duration.minutes', { minutes });
    if (rest === 0) return t('train.duration.hours', { hours });
    return t('train.duration.hoursMinutes', { hours, minutes: rest });
  };
}

/** "Counted 1 h 20 min · 2 checks missed": time counted in required courses, presence misses. */
function PresenceLine({
  counted,
  missed,
  className,
}: {
  counted: number;
  missed: number;
  className?: string | undefined;
}) {
  const { t } = useTranslation();
  const studyTime = useStudyTime();
  return (
    <div className={className}>
      {t('train.team.counted', { time: studyTime(counted) })}
      {missed > 0 ? (
        <>
          {' · '}
          <span className={styles.missed}>{t('train.team.checksMissed', { count: missed })}</span>
        </>
      ) : null}
    </div>
  );
}

function MemberRow({ member }: { member: Member }) {
  const { t } = useTranslation();
  const finished = member.completed >= member.total;
  return (
    <div className={styles.member}>
      <Avatar className={styles.avatar} src={mediaUrl(member.user.avatar)} alt="" />
      <div className={styles.memberBody}>
        <div className={styles.memberHead}>
          <span className={styles.name}>{member.user.name}</span>
          <span className={finished ? styles.finished : styles.count}>
            {finished
              ? t('train.team.finished')
              : t('train.compulsory.done', { done: member.completed, total: member.total })}
          </span>
        </div>
        {/* The team's name gives way (ellipsis) before the overdue count does. */}
        <div className={styles.memberMeta}>
          <span className={styles.memberWho}>
            {t(`train.team.role.${member.user.role}`)} · {member.user.team}
          </span>
          {member.overdue > 0 ? (
            <span className={styles.overdue}>
              {t('train.compulsory.overdueCount', { count: member.overdue })}
            </span>
          ) : null}
        </div>
        <ProgressBar className={styles.memberBar} percent={member.percent} />
        <PresenceLine
          className={styles.memberPresence}
          counted={member.counted_seconds}
          missed={member.checks_missed}
        />
      </div>
    </div>
  );
}

/**
 * My team's completion of its required courses (managers): who has not finished comes first;
 * narrow to one course or to those still unfinished.
 */
export default function CompulsoryTeamPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courseParam = Number(params.get('course_id'));
  const courseId = Number.isInteger(courseParam) && courseParam > 0 ? courseParam : undefined;
  const unfinished = params.get('unfinished') === '1';
  const [picking, setPicking] = useState(false);
  const team = usePagedData(
    (page, signal) =>
      api.get('/api/compulsory/team', {
        query: {
          page,
          pageSize: PAGE_SIZE,
          ...(courseId ? { course_id: courseId } : {}),
          ...(unfinished ? { unfinished: 1 as const } : {}),
        },
        loading: false,
        toast: false,
        signal,
      }),
    [courseId, unfinished],
  );
  const update = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const first = team.firstPage;
  const courses = first?.courses ?? [];
  const chosen = courses.find((c) => c.id === courseId);
  return (
    <AreaPage title="page.train.compulsoryTeam" about="train.compulsoryTeam.about">
      {first ? (
        <div className={styles.summary}>
          <div className={styles.summaryHead}>
            <span>{t('train.team.summary')}</span>
            <strong className={styles.percent}>{first.summary.percent}%</strong>
          </div>
          <ProgressBar className={styles.summaryBar} percent={first.summary.percent} />
          <div className={styles.summaryCounts}>
            {t('train.team.people', { count: first.total })} ·{' '}
            {t('train.compulsory.done', {
              done: first.summary.completed,
              total: first.summary.total,
            })}
          </div>
          <PresenceLine
            className={styles.summaryCounts}
            counted={first.summary.counted_seconds}
            missed={first.summary.checks_missed}
          />
        </div>
      ) : null}
      <div className={styles.filters}>
        <Button size="small" className={styles.coursePicker} onClick={() => setPicking(true)}>
          <span className={styles.coursePickerText}>
            {chosen ? chosen.title : t('train.team.allCourses')}
          </span>
          <DownOutline aria-hidden />
        </Button>
        {chosen ? (
          <Button size="small" fill="none" onClick={() => update('course_id', null)}>
            {t('train.team.clearCourse')}
          </Button>
        ) : null}
        <label className={styles.switch}>
          {t('train.team.unfinishedOnly')}
          <Switch
            checked={unfinished}
            onChange={(on) => update('unfinished', on ? '1' : null)}
            aria-label={t('train.team.unfinishedOnly')}
          />
        </label>
      </div>
      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[courses.map((c) => ({ label: c.title, value: String(c.id) }))]}
        value={courseId ? [String(courseId)] : []}
        onConfirm={([value]) => update('course_id', value ? String(value) : null)}
        confirmText={t('train.common.confirm')}
        cancelText={t('train.common.cancel')}
      />
      <PagedView paged={team}>
        {(items) => (
          <CardList>
            <ItemList items={items.map((m) => ({ id: m.user.id, m }))}>
              {({ m }) => <MemberRow member={m} />}
            </ItemList>
          </CardList>
        )}
      </PagedView>
    </AreaPage>
  );
}
