import type { Static } from '@sinclair/typebox';
import {
  enrolCollegeProgramme,
  listCollegeCategories,
  listCollegeLecturers,
  listCollegeProgrammes,
  type CollegeProgramme,
} from '../../contract/content';
import { nowSeconds } from '../../clock';
import type { Db } from '../../db/open-database';
import { statement } from '../../db/statement-cache';
import { notFound, refuse } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { storedName, type Language } from '../../texts';

/** A business-school category's name in the reader's language. */
const categoryName = (name: string, kind: string | null, language: Language): string =>
  storedName('collegeCategory.', kind, name, language);

type ProgrammeRow = {
  id: number;
  title: string;
  cover: string;
  summary: string;
  category_id: number;
  category_name: string;
  category_kind: string | null;
  lecturer_id: number | null;
  lecturer_name: string | null;
  lecturer_title: string | null;
  mode: 'online' | 'offline';
  location: string;
  seats: number;
  enrolled_count: number;
  enrolled_by_me: 0 | 1;
  starts_at: number;
  ends_at: number;
};

/** Needs the named parameter @userId (0 for nobody). */
const PROGRAMME_SELECT = `SELECT p.id, p.title, p.cover, p.summary, p.category_id,
    c.name AS category_name, c.name_kind AS category_kind, p.lecturer_id, l.name AS lecturer_name, l.title AS lecturer_title,
    p.mode, p.location, p.seats, p.enrolled_count, p.starts_at, p.ends_at,
    EXISTS (SELECT 1 FROM college_enrolments e
            WHERE e.programme_id = p.id AND e.user_id = @userId AND e.status = 'enrolled')
      AS enrolled_by_me
  FROM college_programmes p
  JOIN college_categories c ON c.id = p.category_id
  LEFT JOIN lecturers l ON l.id = p.lecturer_id`;

const PROGRAMME_ORDER = 'p.sort, p.id';

const toProgramme =
  (now: number, language: Language) =>
  (row: ProgrammeRow): Static<typeof CollegeProgramme> => ({
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    category: {
      id: row.category_id,
      name: categoryName(row.category_name, row.category_kind, language),
    },
    lecturer:
      row.lecturer_id === null
        ? null
        : { id: row.lecturer_id, name: row.lecturer_name ?? '', title: row.lecturer_title ?? '' },
    mode: row.mode,
    location: row.location,
    seats: row.seats,
    enrolled: row.enrolled_count,
    enrolled_by_me: row.enrolled_by_me === 1,
    status: now < row.starts_at ? 'upcoming' : now < row.ends_at ? 'ongoing' : 'ended',
    starts_at: row.starts_at,
    ends_at: row.ends_at,
  });

function programmeFor(db: Db, id: number, userId: number): ProgrammeRow | undefined {
  return statement<{ id: number; userId: number }, ProgrammeRow>(
    db,
    `${PROGRAMME_SELECT} WHERE p.id = @id`,
  ).get({ id, userId });
}

export const collegeHandlers = [
  implement(listCollegeCategories, ({ services, language }) => ({
    list: statement<
      [],
      { id: number; name: string; name_kind: string | null; programme_count: number }
    >(
      services.db,
      `SELECT c.id, c.name, c.name_kind,
         (SELECT COUNT(*) FROM college_programmes p WHERE p.category_id = c.id) AS programme_count
       FROM college_categories c ORDER BY c.sort, c.id`,
    )
      .all()
      .map(({ name_kind, ...row }) => ({
        ...row,
        name: categoryName(row.name, name_kind, language),
      })),
  })),

  implement(listCollegeProgrammes, ({ query, caller, services, language }) => {
    const now = nowSeconds();
    return pageOf(services.db, {
      select: `${PROGRAMME_SELECT} WHERE (@categoryId IS NULL OR p.category_id = @categoryId)`,
      orderBy: PROGRAMME_ORDER,
      params: { userId: caller.user.id, categoryId: query.category_id ?? null },
      page: query.page,
      pageSize: query.pageSize,
      map: toProgramme(now, language),
      language,
    });
  }),

  implement(enrolCollegeProgramme, ({ params, caller, services, language }) => {
    const { db } = services;
    const userId = caller.user.id;
    const now = nowSeconds();
    // Check and take the seat in one transaction: the conditional UPDATE cannot oversell.
    db.transaction(() => {
      const programme = programmeFor(db, params.id, userId);
      if (!programme) throw notFound('programme');
      if (programme.enrolled_by_me === 1) throw refuse('college.enrolled');
      if (now >= programme.ends_at) throw refuse('college.ended');
      const { changes } = statement(
        db,
        `UPDATE college_programmes SET enrolled_count = enrolled_count + 1
         WHERE id = ? AND enrolled_count < seats`,
      ).run(params.id);
      if (!changes) throw refuse('college.full');
      statement(
        db,
        `INSERT INTO college_enrolments (programme_id, user_id, status, created_at)
         VALUES (?, ?, 'enrolled', ?)
         ON CONFLICT (programme_id, user_id)
         DO UPDATE SET status = 'enrolled', created_at = excluded.created_at`,
      ).run(params.id, userId, now);
    })();
    return toProgramme(now, language)(programmeFor(db, params.id, userId)!);
  }),

  implement(listCollegeLecturers, ({ services }) => ({
    list: statement<
      [],
      {
        id: number;
        name: string;
        title: string;
        avatar: string;
        intro: string;
        programme_count: number;
      }
    >(
      services.db,
      `SELECT l.id, l.name, l.title, l.avatar, l.intro,
         (SELECT COUNT(*) FROM college_programmes p WHERE p.lecturer_id = l.id) AS programme_count
       FROM lecturers l ORDER BY programme_count DESC, l.id`,
    ).all(),
  })),
];
