// A training session's agenda: where each item stands, and the text around it without a copy of it.
import type { ContractData } from 'shared/request';

type Item = ContractData<'get', '/api/training-sessions/{id}'>['schedule'][number];
export type StepStatus = 'finish' | 'process' | 'wait';

/** Where an agenda item stands now: done, running, or still to come. */
export function stepStatus(
  item: Pick<Item, 'starts_at' | 'ends_at'>,
  nowSeconds: number,
): StepStatus {
  if (item.ends_at <= nowSeconds) return 'finish';
  if (item.starts_at <= nowSeconds) return 'process';
  return 'wait';
}

/**
 * The session's text without a list that only repeats the agenda shown above it (every item of
 * it names an agenda item), nor that list's heading: the agenda is shown once, from the schedule.
 */
export function withoutRepeatedAgenda(html: string, titles: readonly string[]): string {
  if (titles.length === 0 || typeof DOMParser === 'undefined') return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const list of Array.from(doc.body.querySelectorAll('ul, ol'))) {
    const items = Array.from(list.querySelectorAll('li'));
    const repeats =
      items.length > 0 &&
      items.every((li) => titles.some((title) => (li.textContent ?? '').includes(title)));
    if (!repeats) continue;
    const before = list.previousElementSibling;
    if (before && /^H[1-6]$/.test(before.tagName)) before.remove();
    list.remove();
  }
  return doc.body.innerHTML;
}
