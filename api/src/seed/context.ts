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
  /**
   * Adds a row whose text has words of the server's around its content: stored as a kind
   * (`search.<textKind>` in the text catalogue) and its parameters, so each reader sees it in
   * their language; the index holds the Chinese text for matching.
   */
  indexText(
    kind: SearchKind,
    refId: number,
    title: string,
    textKind: string,
    params: Record<string, string | number>,
  ): void;
};

/** Ends of a sentence or a clause: text that ends with one needs no mark added. */
const CLOSED = /[。！？；：…”’）】.!?;:)]$/;

/**
 * Plain text of rich text, for the search index, whose snippets readers see: it reads as
 * sentences. Each block is its own sentence; a heading introduces what follows (：), any other
 * block without a closing mark gets a full stop, and nothing is glued together with bare spaces.
 */
export function textOf(html: string): string {
  const blocks: string[] = [];
  const pattern = /<(h[1-6]|p|li|div|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const [, tag = '', inner = ''] of html.matchAll(pattern)) {
    const text = inner
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!text) continue;
    const heading = /^h/i.test(tag);
    blocks.push(CLOSED.test(text) ? text : `${text}${heading ? '：' : '。'}`);
  }
  return blocks.join('');
}
