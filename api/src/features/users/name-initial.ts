/**
 * The address book's index letter of a name: A-Z from the pinyin of its first character.
 * ICU's pinyin collation orders every common character between the first characters of each
 * letter, so comparing with one boundary character per letter is enough, without a pinyin table.
 */
const LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
const BOUNDARIES = '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨它穵夕丫帀';
const collator = new Intl.Collator('zh-CN-u-co-pinyin');

export function nameInitial(name: string): string {
  const first = name.trim().charAt(0);
  if (/[A-Za-z]/.test(first)) return first.toUpperCase();
  if (!/\p{Script=Han}/u.test(first)) return '#';
  for (let i = BOUNDARIES.length - 1; i >= 0; i--) {
    if (collator.compare(first, BOUNDARIES.charAt(i)) >= 0) return LETTERS.charAt(i);
  }
  return '#';
}
