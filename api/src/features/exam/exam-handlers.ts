/** Handlers of the exam area's operations (contract/exam.ts). */
export const examHandlers = [] as const;
