/** Handlers of the user area's operations (contract/user-area.ts). */
export const userAreaHandlers = [] as const;
