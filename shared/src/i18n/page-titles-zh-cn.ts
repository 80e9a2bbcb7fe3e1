import type { pageTitlesEn } from './page-titles-en';

// Simplified Chinese page titles; the compiler keeps the keys equal to the English ones.
export const pageTitlesZhCN: Record<keyof typeof pageTitlesEn, string> = {};
