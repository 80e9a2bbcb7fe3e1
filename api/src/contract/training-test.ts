import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { IdParams, Timestamp } from './common-schemas';

const Answer = Type.Array(Type.String({ maxLength: 200 }), { maxItems: 10 });

export const CourseTestResult = Type.Object(
  {
    id: Type.Integer(),
    score: Type.Integer({ minimum: 0 }),
    total_score: Type.Integer({ minimum: 1 }),
    pass_score: Type.Integer({ minimum: 0 }),
    passed: Type.Boolean(),
    created_at: Timestamp,
    questions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        correct: Type.Boolean(),
        your_answer: Answer,
        answer: Answer,
        explanation: Type.String(),
      }),
    ),
  },
  { $id: 'CourseTestResult' },
);

export const getCourseTest = defineOperation({
  operationId: 'getCourseTest',
  method: 'get',
  path: '/api/courses/{id}/test',
  tier: 'joined',
  tag: 'training',
  summary: "A course's short test (without answers), whether I may take it, my last result",
  params: IdParams,
  data: Type.Object({
    course: Type.Object({ id: Type.Integer(), title: Type.String() }),
    questions: Type.Array(
      Type.Object({
        id: Type.Integer(),
        type: Type.Union([
          Type.Literal('single'),
          Type.Literal('multiple'),
          Type.Literal('judge'),
          Type.Literal('fill'),
        ]),
        stem: Type.String(),
        options: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
        blanks: Type.Integer({ minimum: 0, description: 'fill questions: how many blanks' }),
        score: Type.Integer({ minimum: 1 }),
      }),
    ),
    total_score: Type.Integer({ minimum: 0 }),
    pass_score: Type.Integer({ minimum: 0 }),
    can_take: Type.Boolean(),
    reason: Type.Union([Type.String(), Type.Null()], {
      description: 'why the test cannot be taken yet',
    }),
    last_result: Type.Union([CourseTestResult, Type.Null()]),
  }),
});

export const submitCourseTest = defineOperation({
  operationId: 'submitCourseTest',
  method: 'post',
  path: '/api/courses/{id}/test',
  tier: 'joined',
  tag: 'training',
  summary: 'Hand in the test: graded on the server, a blank answer counts as wrong',
  params: IdParams,
  body: Type.Object(
    {
      answers: Type.Record(Type.String({ pattern: '^[1-9][0-9]{0,9}$' }), Answer, {
        description: 'question id → the chosen option keys (or the blanks filled in)',
        maxProperties: 100,
      }),
    },
    { additionalProperties: false },
  ),
  data: CourseTestResult,
  refusals: ['courseTest.finishCourse', 'courseTest.none'],
});

export const courseTestOperations = [getCourseTest, submitCourseTest] as const;
