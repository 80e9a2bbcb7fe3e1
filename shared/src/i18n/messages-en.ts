// English texts. Where the spec quotes a text, it is copied exactly (including its case and
// punctuation: 'Please log in first' and 'Please log in first!' are two different rows of
// section 8). This catalogue defines the keys; every other catalogue must have exactly these.

import { areaTextsEn } from './area-texts-en';
import { coreTextsEn } from './core-texts-en';
import { clockinTextsEn } from './areas/clockin-texts-en';
import { examTextsEn } from './areas/exam-texts-en';
import { trainTextsEn } from './areas/train-texts-en';
import { userTextsEn } from './areas/user-texts-en';
import { pageTitlesEn } from './page-titles-en';
import { shellTextsEn } from './shell-texts-en';

export const en = {
  ...pageTitlesEn,
  ...shellTextsEn,
  ...areaTextsEn,
  ...examTextsEn,
  ...trainTextsEn,
  ...userTextsEn,
  ...clockinTextsEn,
  ...coreTextsEn,
};

export type MessageKey = keyof typeof en;

/** A full catalogue: the compiler rejects a missing or an extra key. */
export type Messages = Record<MessageKey, string>;
