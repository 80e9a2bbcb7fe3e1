import type { Static } from '@sinclair/typebox';
import type { CourseSummary } from '../../contract/training-catalogue';
import { formatMoney } from '../../format/money';

/** A course with its lecturer and counts; `COURSE_SUMMARY_SELECT` has no WHERE. */
export type CourseSummaryRow = {
  id: number;
  title: string;
  cover: string;
  category_id: number;
  media_kind: 'video' | 'audio' | 'document' | 'mixed';
  price_cents: number;
  is_free: 0 | 1;
  is_compulsory: 0 | 1;
  is_recommended: 0 | 1;
  lesson_count: number;
  learner_count: number;
  lecturer_id: number | null;
  lecturer_name: string | null;
};

/** The columns of a CourseSummaryRow, over `courses c LEFT JOIN lecturers t`. */
export const COURSE_SUMMARY_COLUMNS = `c.id, c.title, c.cover, c.category_id, c.media_kind,
  c.price_cents, c.is_free, c.is_compulsory, c.is_recommended,
  (SELECT COUNT(*) FROM lessons l WHERE l.course_id = c.id) AS lesson_count,
  (SELECT COUNT(*) FROM enrolments en WHERE en.course_id = c.id) AS learner_count,
  c.lecturer_id, t.name AS lecturer_name`;

export const COURSE_FROM = 'courses c LEFT JOIN lecturers t ON t.id = c.lecturer_id';

export const COURSE_SUMMARY_SELECT = `SELECT ${COURSE_SUMMARY_COLUMNS} FROM ${COURSE_FROM}`;

/** Catalogue order: the order the company arranged its courses in. */
export const COURSE_ORDER = 'c.sort, c.id';

export const toCourseSummary = (row: CourseSummaryRow): Static<typeof CourseSummary> => ({
  id: row.id,
  title: row.title,
  cover: row.cover,
  category_id: row.category_id,
  media_kind: row.media_kind,
  price: formatMoney(row.price_cents),
  is_free: row.is_free === 1,
  is_compulsory: row.is_compulsory === 1,
  is_recommended: row.is_recommended === 1,
  lesson_count: row.lesson_count,
  learner_count: row.learner_count,
  lecturer:
    row.lecturer_id === null ? null : { id: row.lecturer_id, name: row.lecturer_name ?? '' },
});
