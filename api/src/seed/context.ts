import type { Ledger } from './ledger';
import type { Writer } from './writer';

export type SearchKind = 'course' | 'question' | 'news' | 'material' | 'file';

export type SeedContext = {
  write: Writer;
  /** Unix seconds everything relative ("3 days ago", "ongoing") is computed from. */
  now: number;
  /** 'YYYY-MM-DD' of now, China time. */
  today: string;
  passwordHash: string;
  points: Ledger;
  money: Ledger;
  /** Adds a row to the full-text search index. */
  index(kind: SearchKind, refId: number, title: string, body: string): void;
};

/** Plain text of rich text, for the search index. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
