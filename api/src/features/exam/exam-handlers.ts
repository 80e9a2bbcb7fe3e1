import { attemptHandlers } from './attempt-handlers';
import { collectionHandlers } from './collection-handlers';
import { commentHandlers } from './comment-handlers';
import { homeHandlers } from './home-handlers';
import { paperHandlers } from './paper-handlers';
import { practiceHandlers } from './practice-handlers';

/** Handlers of the exam area's operations (contract/exam.ts). */
export const examHandlers = [
  ...homeHandlers,
  ...practiceHandlers,
  ...paperHandlers,
  ...attemptHandlers,
  ...collectionHandlers,
  ...commentHandlers,
] as const;
