/** The user area's operations (mf-user) beyond joining and payments: profile, notices, files, points. */
export const userAreaOperations = [] as const;
