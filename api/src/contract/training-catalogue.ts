import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, Money, PageQuery, paged } from './common-schemas';

/** A yes/no query filter: 1 yes, 0 no, absent either. */
const QueryFlag = (description: string) =>
  Type.Union([Type.Literal(0), Type.Literal(1)], { description });

export const CompulsoryKind = Type.Union(
  [Type.Literal('product'), Type.Literal('activity'), Type.Literal('company')],
  { description: 'what a compulsory course is required for' },
);

export const MediaKind = Type.Union([
  Type.Literal('video'),
  Type.Literal('audio'),
  Type.Literal('document'),
  Type.Literal('mixed'),
]);

export const CourseCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    icon: Type.String({ description: 'image URL, relative to the API origin' }),
    course_count: Type.Integer({ minimum: 0, description: 'published courses in it' }),
  },
  { $id: 'CourseCategory' },
);

export const CourseSummary = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String({ description: 'image URL, relative to the API origin' }),
    category_id: Type.Integer(),
    media_kind: MediaKind,
    price: Money,
    is_free: Type.Boolean(),
    is_compulsory: Type.Boolean(),
    is_recommended: Type.Boolean(),
    lesson_count: Type.Integer({ minimum: 0 }),
    learner_count: Type.Integer({ minimum: 0, description: 'people enrolled' }),
    lecturer: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  },
  { $id: 'CourseSummary' },
);

export const listCourses = defineOperation({
  operationId: 'listCourses',
  method: 'get',
  path: '/api/courses',
  tier: 'public',
  tag: 'training',
  summary: 'The published course catalogue, in catalogue order, with filters',
  query: Type.Object(
    {
      category_id: Type.Optional(Id),
      recommended: Type.Optional(QueryFlag('1: recommended courses only')),
      is_free: Type.Optional(QueryFlag('1: free courses only, 0: paid courses only')),
      is_compulsory: Type.Optional(
        QueryFlag('1: compulsory courses only, 0: elective courses only'),
      ),
      compulsory_kind: Type.Optional(CompulsoryKind),
      media_kind: Type.Optional(MediaKind),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(CourseSummary),
});

export const listCourseCategories = defineOperation({
  operationId: 'listCourseCategories',
  method: 'get',
  path: '/api/course-categories',
  tier: 'public',
  tag: 'training',
  summary: 'The course categories, in display order',
  data: Type.Object({ list: Type.Array(CourseCategory) }),
});

export const catalogueOperations = [listCourses, listCourseCategories] as const;
