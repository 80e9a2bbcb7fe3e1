// English shell texts; spread into the English catalogue (messages-en.ts).
export const shellTextsEn = {} as const;
