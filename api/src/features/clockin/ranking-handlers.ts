import type { Static } from '@sinclair/typebox';
import { listClockinRanking, type ClockinRankEntry } from '../../contract/clockin';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { findActivity } from './clockin-activity-row';
import { clockinToday, streakOf } from './clockin-days';

type Entry = Static<typeof ClockinRankEntry>;

type ParticipantRow = {
  id: number;
  username: string;
  nickname: string;
  mobile: string;
  avatar: string;
  clockin_count: number;
  points: number;
  days: string | null;
};

/** A participant's shown name: real name, else nickname, else the masked mobile. */
const displayName = (p: ParticipantRow): string =>
  p.username || p.nickname || `${p.mobile.slice(0, 3)}****${p.mobile.slice(-4)}`;

/**
 * Everyone taking part, by current streak, then points earned here, then clock-ins; equal
 * streak and points share a rank (1, 2, 2, 4).
 */
function rankParticipants(rows: readonly ParticipantRow[], today: string): Entry[] {
  const entries = rows.map((p) => ({
    user: { id: p.id, name: displayName(p), avatar: p.avatar },
    streak: streakOf(p.days ? p.days.split(',').sort().reverse() : [], today),
    points: p.points,
    clockin_count: p.clockin_count,
  }));
  entries.sort(
    (a, b) =>
      b.streak - a.streak ||
      b.points - a.points ||
      b.clockin_count - a.clockin_count ||
      a.user.id - b.user.id,
  );
  let rank = 0;
  return entries.map((entry, index) => {
    const previous = entries[index - 1];
    if (!previous || previous.streak !== entry.streak || previous.points !== entry.points)
      rank = index + 1;
    return { rank, ...entry };
  });
}

export const rankingHandlers = [
  implement(listClockinRanking, ({ params, query, caller, services }) => {
    const { db } = services;
    const today = clockinToday();
    findActivity(db, params.id, caller.user.id, today);
    const rows = statement<[number], ParticipantRow>(
      db,
      `SELECT u.id, u.username, u.nickname, u.mobile, u.avatar,
         (SELECT COUNT(*) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS clockin_count,
         (SELECT COALESCE(SUM(r.points), 0) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS points,
         (SELECT group_concat(DISTINCT r.day) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS days
       FROM clockin_participants p JOIN users u ON u.id = p.user_id
       WHERE p.activity_id = ? AND u.deleted_at IS NULL`,
    ).all(params.id);
    const ranking = rankParticipants(rows, today);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    return {
      list: ranking.slice((page - 1) * pageSize, page * pageSize),
      total: ranking.length,
      page,
      pageSize,
      me: ranking.find((entry) => entry.user.id === caller.user.id) ?? null,
    };
  }),
];
