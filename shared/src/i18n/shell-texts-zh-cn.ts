import type { shellTextsEn } from './shell-texts-en';

// Simplified Chinese shell texts; the compiler keeps the keys equal to the English ones.
export const shellTextsZhCN: Record<keyof typeof shellTextsEn, string> = {};
