import { Avatar } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';
import styles from './rank-row.module.css';

type ContractRankEntry = ContractData<
  'get',
  '/api/clockin/activities/{id}/ranking'
>['list'][number];

/**
 * A place in the ranking as the API answers it. Ties share a rank (1, 2, 2, 4) and `tied` says
 * so; a reply from before the tie rule has no `tied` (see `markTies`).
 */
export type RankEntry = Omit<ContractRankEntry, 'tied' | 'reached_at'> & {
  tied?: boolean;
  reached_at?: number | null;
};
export type RankedEntry = RankEntry & { tied: boolean };

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * Every entry with its `tied` flag: the API's where it gives one, else whether another loaded
 * entry (of `among`, the list itself by default) has the same rank.
 */
export function markTies(
  entries: readonly RankEntry[],
  among: readonly RankEntry[] = entries,
): RankedEntry[] {
  return entries.map((entry) => ({
    ...entry,
    tied:
      typeof entry.tied === 'boolean'
        ? entry.tied
        : among.some((other) => other.rank === entry.rank && other.user.id !== entry.user.id),
  }));
}

/** One place in the ranking: the rank the API gives (medal 1-3, shared places marked). */
export function RankRow({ entry, mine = false }: { entry: RankedEntry; mine?: boolean }) {
  const { t } = useTranslation();
  const medal = MEDALS[entry.rank - 1];
  return (
    <div className={mine ? `${styles.row} ${styles.mine}` : styles.row}>
      <span className={styles.place}>
        <span className={medal ? `${styles.rank} ${styles[medal]}` : styles.rank} aria-hidden>
          {entry.rank}
        </span>
        {entry.tied ? (
          <span className={styles.tied} aria-hidden>
            {t('clockin.ranking.tied')}
          </span>
        ) : null}
        <span className="visually-hidden">
          {t(entry.tied ? 'clockin.ranking.rankTied' : 'clockin.ranking.rank', {
            rank: entry.rank,
          })}
        </span>
      </span>
      {/* Decorative: the name beside it says who it is. */}
      <Avatar src={mediaUrl(entry.user.avatar)} alt="" className={styles.avatar} />
      <div className={styles.who}>
        <div className={styles.name}>
          <span className={styles.nameText}>{entry.user.name}</span>
          {mine ? <span className={styles.me}>{t('clockin.ranking.me')}</span> : null}
        </div>
        {/* A broken or finished streak says nothing: "0 days in a row" on every row is noise. */}
        {entry.streak > 0 ? (
          <div className={styles.streak}>
            {t('clockin.ranking.streak', { count: entry.streak })}
          </div>
        ) : null}
      </div>
      <span className={styles.points}>{t('clockin.ranking.points', { points: entry.points })}</span>
    </div>
  );
}
