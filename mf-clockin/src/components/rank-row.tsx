import { Avatar } from 'shared/ui-kit';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';

export type RankEntry = ContractData<'get', '/api/clockin/activities/{id}/ranking'>['list'][number];

const MEDALS = ['#ff801a', '#a0a7b4', '#c68a4e'];

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
};

/** One place in the ranking: rank, avatar, name, streak and points; mine is highlighted. */
export function RankRow({ entry, mine = false }: { entry: RankEntry; mine?: boolean }) {
  const { t } = useTranslation();
  const medal = MEDALS[entry.rank - 1];
  return (
    <div
      style={{ ...rowStyle, ...(mine ? { background: '#fff5ec' } : {}) }}
      aria-label={t('clockin.ranking.rank', { rank: entry.rank })}
    >
      <span
        style={{
          width: 28,
          textAlign: 'center',
          fontWeight: 600,
          color: medal ? '#ffffff' : '#666666',
          background: medal ?? 'transparent',
          borderRadius: 14,
          lineHeight: '28px',
        }}
      >
        {entry.rank}
      </span>
      <Avatar
        src={mediaUrl(entry.user.avatar)}
        style={{ '--size': '36px', '--border-radius': '18px' } as CSSProperties}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ fontSize: 15, color: '#333333' }}>
          {entry.user.name}
          {mine ? <span style={{ color: '#ff801a' }}> ({t('clockin.ranking.me')})</span> : null}
        </div>
        <div style={{ fontSize: 12, color: '#999999' }}>
          {t('clockin.ranking.streak', { count: entry.streak })}
        </div>
      </div>
      <span style={{ fontSize: 14, color: '#ff801a', whiteSpace: 'nowrap' }}>
        {t('clockin.ranking.points', { points: entry.points })}
      </span>
    </div>
  );
}
