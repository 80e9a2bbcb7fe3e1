import type { areaTextsEn } from './area-texts-en';

// Simplified Chinese area texts; the compiler keeps the keys equal to the English ones.
export const areaTextsZhCN: Record<keyof typeof areaTextsEn, string> = {};
