import type { PlainMessageKey } from 'shared/i18n';

/** The kinds of search results, each with its own "more results" list. */
export const SEARCH_KINDS = [
  { kind: 'course', label: 'content.search.kind.course' },
  { kind: 'question', label: 'content.search.kind.question' },
  { kind: 'news', label: 'content.search.kind.news' },
  { kind: 'material', label: 'content.search.kind.material' },
  { kind: 'file', label: 'content.search.kind.file' },
] as const satisfies ReadonlyArray<{ kind: string; label: PlainMessageKey }>;

export type SearchKind = (typeof SEARCH_KINDS)[number]['kind'];

export const isSearchKind = (value: string | null): value is SearchKind =>
  SEARCH_KINDS.some((k) => k.kind === value);

export const kindLabel = (kind: SearchKind): PlainMessageKey =>
  SEARCH_KINDS.find((k) => k.kind === kind)!.label;
