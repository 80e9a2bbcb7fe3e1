import { listCourseCategories, listCourses } from '../../contract/training-catalogue';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { storedName } from '../../texts';
import { compulsoryHandlers } from './compulsory-handlers';
import { courseTestHandlers } from './course-test-handlers';
import { eventHandlers } from './event-handlers';
import { fileHandlers } from './file-handlers';
import { learningHandlers } from './learning-handlers';
import { COURSE_ORDER, COURSE_SUMMARY_SELECT, toCourseSummary } from './course-row';

type CourseCategoryRow = {
  id: number;
  name: string;
  name_kind: string | null;
  icon: string;
  course_count: number;
};

const catalogueHandlers = [
  implement(listCourses, ({ query, services }) =>
    pageOf(services.db, {
      select: `${COURSE_SUMMARY_SELECT}
        WHERE c.published_at <= @now
          AND (@categoryId IS NULL OR c.category_id = @categoryId)
          AND (@recommended IS NULL OR c.is_recommended = @recommended)
          AND (@isFree IS NULL OR c.is_free = @isFree)
          AND (@isCompulsory IS NULL OR c.is_compulsory = @isCompulsory)
          AND (@compulsoryKind IS NULL OR c.compulsory_kind = @compulsoryKind)
          AND (@mediaKind IS NULL OR c.media_kind = @mediaKind)`,
      orderBy: COURSE_ORDER,
      params: {
        now: nowSeconds(),
        categoryId: query.category_id ?? null,
        recommended: query.recommended ?? null,
        isFree: query.is_free ?? null,
        isCompulsory: query.is_compulsory ?? null,
        compulsoryKind: query.compulsory_kind ?? null,
        mediaKind: query.media_kind ?? null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: toCourseSummary,
    }),
  ),

  implement(listCourseCategories, ({ services, language }) => ({
    list: statement<[number], CourseCategoryRow>(
      services.db,
      `SELECT cc.id, cc.name, cc.name_kind, cc.icon,
         (SELECT COUNT(*) FROM courses c WHERE c.category_id = cc.id AND c.published_at <= ?)
           AS course_count
       FROM course_categories cc ORDER BY cc.sort, cc.id`,
    )
      .all(nowSeconds())
      .map(({ name_kind, ...row }) => ({
        ...row,
        name: storedName('courseCategory.', name_kind, row.name, language),
      })),
  })),
];

/** Every handler of the training area. */
export const trainingHandlers = [
  ...catalogueHandlers,
  ...learningHandlers,
  ...compulsoryHandlers,
  ...courseTestHandlers,
  ...eventHandlers,
  ...fileHandlers,
];
