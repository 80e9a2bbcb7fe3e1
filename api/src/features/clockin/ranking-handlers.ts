import type { Static } from '@sinclair/typebox';
import { listClockinRanking, type ClockinRankEntry } from '../../contract/clockin';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { displayName, nameColumns, type NamedPerson } from '../users/display-name';
import { findActivity } from './clockin-activity-row';
import { clockinToday, streakOf } from './clockin-days';
import { rankStandings } from './ranking';

type Entry = Static<typeof ClockinRankEntry>;

type ParticipantRow = NamedPerson & {
  id: number;
  avatar: string;
  clockin_count: number;
  points: number;
  reached_at: number | null;
  days: string | null;
};

export const rankingHandlers = [
  implement(listClockinRanking, ({ params, query, caller, services, language }) => {
    const { db } = services;
    const today = clockinToday();
    findActivity(db, params.id, caller.user.id, today);
    const rows = statement<[number], ParticipantRow>(
      db,
      `SELECT u.id, ${nameColumns('u')}, u.avatar,
         (SELECT COUNT(*) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS clockin_count,
         (SELECT COALESCE(SUM(r.points), 0) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS points,
         (SELECT MAX(r.created_at) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id AND r.points > 0) AS reached_at,
         (SELECT group_concat(DISTINCT r.day) FROM clockin_records r
          WHERE r.activity_id = p.activity_id AND r.user_id = u.id) AS days
       FROM clockin_participants p JOIN users u ON u.id = p.user_id
       WHERE p.activity_id = ? AND u.deleted_at IS NULL`,
    ).all(params.id);
    const ranking: Entry[] = rankStandings(
      rows.map((p) => ({
        userId: p.id,
        points: p.points,
        reachedAt: p.points > 0 ? p.reached_at : null,
        row: p,
      })),
    ).map(({ rank, tied, points, reachedAt, row }) => ({
      rank,
      tied,
      user: { id: row.id, name: displayName(row, language), avatar: row.avatar },
      points,
      reached_at: reachedAt,
      streak: streakOf(row.days ? row.days.split(',').sort().reverse() : [], today),
      clockin_count: row.clockin_count,
    }));
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
