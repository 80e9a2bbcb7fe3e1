/** The exam area's operations (mf-exam): question banks, practice, papers, attempts, mistakes. */
export const examOperations = [] as const;
