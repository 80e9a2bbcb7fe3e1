// English page titles; spread into the English catalogue (messages-en.ts).
export const pageTitlesEn = {} as const;
