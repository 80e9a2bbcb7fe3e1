import { Avatar, ProgressBar, Button } from 'shared/ui-kit';
import { Picker, Switch } from 'shared/ui-kit-forms';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api, type ContractData } from 'shared/request';
import { AreaPage, ItemList, PagedView, mediaUrl, usePagedData } from 'shared/standalone';

type TeamPage = ContractData<'get', '/api/compulsory/team'>;
type Member = TeamPage['list'][number];

const PAGE_SIZE = 20;

const rowStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  padding: '10px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
};

function MemberRow({ member }: { member: Member }) {
  const { t } = useTranslation();
  const finished = member.completed >= member.total;
  return (
    <div style={rowStyle}>
      <Avatar src={mediaUrl(member.user.avatar)} style={{ '--size': '40px' } as CSSProperties} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
          <span>{member.user.name}</span>
          <span style={{ color: finished ? '#52c41a' : '#ff801a' }}>
            {finished
              ? t('train.team.finished')
              : t('train.compulsory.done', { done: member.completed, total: member.total })}
          </span>
        </div>
        <div style={{ fontSize: 12, color: '#999999', margin: '2px 0 4px' }}>
          {t(`train.team.role.${member.user.role}`)} · {member.user.team}
          {member.overdue > 0 ? (
            <span style={{ color: '#ff3141' }}>
              {' · '}
              {t('train.compulsory.overdueCount', { count: member.overdue })}
            </span>
          ) : null}
        </div>
        <ProgressBar percent={member.percent} style={{ '--track-width': '4px' } as CSSProperties} />
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
        <div style={{ background: '#ffffff', margin: '0 12px 12px', padding: 16, borderRadius: 8 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
            <span>{t('train.team.summary')}</span>
            <strong style={{ color: '#ff801a' }}>{first.summary.percent}%</strong>
          </div>
          <ProgressBar percent={first.summary.percent} style={{ margin: '8px 0' }} />
          <div style={{ fontSize: 12, color: '#666666' }}>
            {t('train.team.people', { count: first.total })} ·{' '}
            {t('train.compulsory.done', {
              done: first.summary.completed,
              total: first.summary.total,
            })}
          </div>
        </div>
      ) : null}
      <div
        style={{
          display: 'flex',
          gap: 8,
          alignItems: 'center',
          padding: '0 12px 8px',
          fontSize: 13,
        }}
      >
        <Button size="small" onClick={() => setPicking(true)}>
          {chosen ? chosen.title : t('train.team.allCourses')}
        </Button>
        {chosen ? (
          <Button size="small" fill="none" onClick={() => update('course_id', null)}>
            {t('train.team.clearCourse')}
          </Button>
        ) : null}
        <label style={{ display: 'flex', gap: 6, alignItems: 'center', marginLeft: 'auto' }}>
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
          <ItemList items={items.map((m) => ({ id: m.user.id, m }))}>
            {({ m }) => <MemberRow member={m} />}
          </ItemList>
        )}
      </PagedView>
    </AreaPage>
  );
}
