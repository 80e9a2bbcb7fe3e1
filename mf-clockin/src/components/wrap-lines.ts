/**
 * Line breaking for text drawn on a canvas (the poster), by the rules of Chinese typesetting
 * (禁则): no line starts with closing punctuation (，。、！？ ）」》 …) and none ends with opening
 * punctuation (（「《 “). A break that would do so takes the last character of the line down
 * with it instead. Text with spaces breaks between words; Chinese, which has none, between
 * characters. A text longer than `maxLines` ends its last line with an ellipsis.
 */

/** Marks that close or follow what precedes them: never the first of a line. */
const CLOSING = new Set([...'，。、；：？！）」』】》〉〕］｝”’…·,.;:?!)]}%％‰〜～ー々']);
/** Marks that open what follows them: never the last of a line. */
const OPENING = new Set([...'（「『【《〈〔［｛“‘([{']);

const ELLIPSIS = '…';

/** The width a text takes when drawn (a canvas context's `measureText(text).width`). */
export type MeasureText = (text: string) => number;

const firstChar = (text: string): string => [...text][0] ?? '';
const lastChar = (text: string): string => [...text].at(-1) ?? '';

/** Whether a line may end with `end` and the next one start with `start`. */
const canBreakBetween = (end: string, start: string): boolean =>
  !CLOSING.has(firstChar(start.trimStart())) && !OPENING.has(lastChar(end.trimEnd()));

export function wrapLines(
  measure: MeasureText,
  text: string,
  maxWidth: number,
  maxLines: number,
): string[] {
  if (maxLines < 1) return [];
  const tokens = text.includes(' ') ? text.split(/(?<= )/) : [...text];
  const width = (parts: readonly string[]) => measure(parts.join('').trimEnd());
  const lines: string[] = [];
  let line: string[] = [];
  let cut = false;
  for (const token of tokens) {
    if (line.length > 0 && width([...line, token]) > maxWidth) {
      if (lines.length === maxLines - 1) {
        cut = true;
        break;
      }
      // Break before `token`, or earlier when the rules forbid breaking there.
      let at = line.length;
      while (at > 1 && !canBreakBetween(line[at - 1]!, line[at] ?? token)) at -= 1;
      lines.push(line.slice(0, at).join('').trimEnd());
      line = line.slice(at);
    }
    line.push(token);
  }
  let last = line.join('').trimEnd();
  if (cut) {
    // Room for the ellipsis, and no comma or stop left dangling before it.
    const dangling = (text: string) => CLOSING.has(lastChar(text)) || OPENING.has(lastChar(text));
    while (last && (measure(`${last}${ELLIPSIS}`) > maxWidth || dangling(last))) {
      last = [...last].slice(0, -1).join('').trimEnd();
    }
    last = `${last}${ELLIPSIS}`;
  }
  if (last) lines.push(last);
  return lines;
}
