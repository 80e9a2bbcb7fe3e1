import { pinyin } from 'pinyin-pro';

/**
 * Surnames whose surname reading pinyin-pro's surname mode still gives by the character's common
 * reading (秘 is Bì as a surname, not mì; 种 is Chóng, not zhǒng).
 */
const SURNAME_READINGS: Readonly<Record<string, string>> = { 秘: 'bi', 种: 'chong' };

/**
 * The pinyin of a Chinese name with its surname read as a surname (曾 zeng, 单 shan, 解 xie,
 * 尉迟 yu chi, 万俟 mo qi…), lower case, one syllable per character; '' for a name that does
 * not start with a Chinese character.
 */
export function namePinyin(name: string): string {
  const trimmed = name.trim();
  if (!/^\p{Script=Han}/u.test(trimmed)) return '';
  const syllables = pinyin(trimmed, { mode: 'surname', toneType: 'none', type: 'array' });
  const surname = SURNAME_READINGS[trimmed.charAt(0)];
  if (surname) syllables[0] = surname;
  return syllables.join(' ').toLowerCase();
}

/**
 * The address book's index letter of a name: A-Z from its first letter (a Latin name) or from
 * the pinyin of its surname (a Chinese name); '#' for anything else.
 */
export function nameInitial(name: string): string {
  const first = name.trim().charAt(0);
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  const letter = namePinyin(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
}

/** Address-book order: by index letter ('#' last), then by pinyin, then by the name itself. */
export function compareNames(a: string, b: string): number {
  const ia = nameInitial(a);
  const ib = nameInitial(b);
  if (ia !== ib) return ia === '#' ? 1 : ib === '#' ? -1 : ia.localeCompare(ib);
  const pa = namePinyin(a) || a.toLowerCase();
  const pb = namePinyin(b) || b.toLowerCase();
  return pa === pb ? a.localeCompare(b, 'zh-CN') : pa < pb ? -1 : 1;
}
