import type { ContractData } from 'shared/request';

// The exam area's data as the API contract answers it.
export type ExamHome = ContractData<'get', '/api/exam/home'>;
export type PracticeSession = ContractData<'get', '/api/exam/practice/{id}'>;
export type PracticeQuestion = PracticeSession['questions'][number];
export type Reveal = NonNullable<PracticeQuestion['result']>;
export type PaperItem = ContractData<'get', '/api/exam/papers'>['list'][number];
export type PaperDetail = ContractData<'get', '/api/exam/papers/{id}'>;
export type Attempt = ContractData<'get', '/api/exam/attempts/{id}'>;
export type ExamQuestion = Attempt['questions'][number];
export type AttemptResult = ContractData<'get', '/api/exam/attempts/{id}/result'>;
export type ReviewItem = NonNullable<AttemptResult['review']>[number];
export type AttemptItem = ContractData<'get', '/api/exam/attempts'>['list'][number];
export type QuestionItem = ContractData<'get', '/api/exam/featured'>['list'][number];
export type QuestionComment = ContractData<'get', '/api/exam/comments/mine'>['list'][number];

/** What every question view needs: the question without its solution. */
export type QuestionBody = Pick<PracticeQuestion, 'id' | 'type' | 'stem' | 'options' | 'blanks'>;

/** An answer: option keys, or one text per blank. */
export type AnswerValue = readonly string[];
