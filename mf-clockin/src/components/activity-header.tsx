import { Collapse, Image, Tag } from 'shared/ui-kit';
import DOMPurify from 'dompurify';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';
import { coursesPath, myClockinsPath, posterPath, rankingPath } from '../clockin-paths';
import { STATUS_COLORS, STATUS_LABELS } from './activity-card';
import { JoinButton } from './join-button';

export type ClockinActivityDetail = ContractData<'get', '/api/clockin/activities/{id}'>;

const rowStyle: CSSProperties = { display: 'flex', gap: 8, fontSize: 13, marginTop: 6 };
const labelStyle: CSSProperties = { color: '#999999', flex: 'none', width: 72 };
const navStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  textAlign: 'center',
  padding: '12px 0',
  background: '#ffffff',
  marginTop: 8,
  fontSize: 13,
};
const navLinkStyle: CSSProperties = { color: '#333333', textDecoration: 'none' };

/** An activity's cover, status, period, reward, rules, my progress, joining and its pages. */
export function ActivityHeader({
  detail,
  onJoined,
}: {
  detail: ClockinActivityDetail;
  onJoined: () => void;
}) {
  const { t } = useTranslation();
  const { activity, mine } = detail;
  return (
    <>
      <section style={{ background: '#ffffff' }}>
        {activity.cover ? (
          <Image src={mediaUrl(activity.cover)} alt="" width="100%" height={140} fit="cover" />
        ) : null}
        <div style={{ padding: '12px 16px' }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Tag color={STATUS_COLORS[activity.status]}>{t(STATUS_LABELS[activity.status])}</Tag>
            {activity.joined ? (
              <Tag color="primary" fill="outline">
                {t('clockin.activity.joined')}
              </Tag>
            ) : null}
          </div>
          <h2 style={{ margin: '8px 0 4px', fontSize: 18 }}>{activity.title}</h2>
          {activity.summary ? (
            <p style={{ margin: 0, fontSize: 13, color: '#666666' }}>{activity.summary}</p>
          ) : null}
          <div style={rowStyle}>
            <span style={labelStyle}>{t('clockin.activity.period')}</span>
            <span>
              {t('clockin.activity.days', { start: activity.start_day, end: activity.end_day })}
            </span>
          </div>
          <div style={rowStyle}>
            <span style={labelStyle}>{t('clockin.activity.rewardTitle')}</span>
            <span style={{ color: '#ff801a' }}>
              {t('clockin.activity.reward', { points: activity.reward_points })}
              {activity.completion_bonus_points > 0
                ? `，${t('clockin.activity.bonus', { points: activity.completion_bonus_points })}`
                : ''}
            </span>
          </div>
          {activity.joined ? (
            <p style={{ margin: '8px 0 0', fontSize: 13, color: '#333333' }}>
              {t('clockin.activity.mine', {
                streak: mine.streak,
                count: mine.clockin_count,
                points: mine.points,
              })}
            </p>
          ) : activity.status !== 'ended' ? (
            <div style={{ marginTop: 12 }}>
              <JoinButton activityId={activity.id} onJoined={onJoined} />
            </div>
          ) : null}
        </div>
        {detail.rules_html ? (
          <Collapse>
            <Collapse.Panel key="rules" title={t('clockin.activity.rules')}>
              <div
                style={{ fontSize: 13, color: '#333333' }}
                // Seeded or admin-written HTML: sanitised before it reaches the page.
                dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(detail.rules_html) }}
              />
            </Collapse.Panel>
          </Collapse>
        ) : null}
      </section>
      <nav style={navStyle}>
        <Link to={coursesPath(activity.id)} style={navLinkStyle}>
          {t('clockin.activity.courses')}
        </Link>
        <Link to={rankingPath(activity.id)} style={navLinkStyle}>
          {t('clockin.activity.ranking')}
        </Link>
        <Link to={posterPath(activity.id)} style={navLinkStyle}>
          {t('clockin.activity.poster')}
        </Link>
        <Link to={myClockinsPath(activity.id)} style={navLinkStyle}>
          {t('clockin.activity.myClockins')}
        </Link>
      </nav>
    </>
  );
}
