// The training area's operations: the catalogue, learning (courses, lessons, progress),
// compulsory training and the test after a course. Each group lives in its own file.
import { catalogueOperations } from './training-catalogue';
import { compulsoryOperations } from './training-compulsory';
import { eventOperations } from './training-events';
import { fileOperations } from './training-files';
import { learningOperations } from './training-learning';
import { courseTestOperations } from './training-test';

export * from './training-catalogue';
export * from './training-learning';
export * from './training-compulsory';
export * from './training-test';
export * from './training-events';
export * from './training-files';

export const trainingOperations = [
  ...catalogueOperations,
  ...learningOperations,
  ...compulsoryOperations,
  ...courseTestOperations,
  ...eventOperations,
  ...fileOperations,
] as const;
