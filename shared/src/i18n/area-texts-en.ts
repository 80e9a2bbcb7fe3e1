// English area texts; spread into the English catalogue (messages-en.ts).
export const areaTextsEn = {} as const;
