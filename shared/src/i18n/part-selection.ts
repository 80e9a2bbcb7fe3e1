import { coreTextsEn } from './core-texts-en';
import type { MessageKey } from './messages-en';
import { shellTextsEn } from './shell-texts-en';
import type { TextPart, Texts } from './text-parts';

/**
 * The areas' texts home shows (its widgets, and the areas' kit they are built from), beside the
 * core and shell texts: a key, or a key prefix ending in '.'. The browser suite loads home for
 * every kind of reader in both languages without the rest part and fails on any text home asks
 * for that is not listed here (e2e/src/first-load.test.ts).
 */
export const HOME_AREA_TEXTS: readonly string[] = [
  // The areas' kit: widget frames ("More"), the banner carousel.
  'area.',
  // Banners and latest news (mf-content).
  'content.widget.',
  'content.news.',
  // Recommended courses and continue learning (mf-train): course cards and their tags.
  'train.widget.',
  'train.continue.',
  'train.course.',
  'train.media.',
  // Practice progress and the exams still to take (mf-exam): paper rows.
  'exam.widget.',
  'exam.paper.',
  // Daily check-in (mf-user).
  'user.widget.',
  'user.sign.done',
  // Today's clock-in tasks (mf-clockin).
  'clockin.widget.',
  'clockin.today.',
  'clockin.task.',
];

const WHOLE = new Set<string>([...Object.keys(coreTextsEn), ...Object.keys(shellTextsEn)]);

export function isStartText(key: string): boolean {
  return (
    WHOLE.has(key) ||
    HOME_AREA_TEXTS.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry))
  );
}

function select(messages: Texts, keep: (key: string) => boolean): Texts {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keep(key))) as Partial<
    Record<MessageKey, string>
  >;
}

/** The part `part` of a catalogue. */
export function textPart(messages: Texts, part: TextPart): Texts {
  return select(messages, part === 'start' ? isStartText : (key) => !isStartText(key));
}
