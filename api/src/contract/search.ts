import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Empty, PageQuery, paged } from './common-schemas';

export const SearchKind = Type.Union(
  [
    Type.Literal('course'),
    Type.Literal('question'),
    Type.Literal('news'),
    Type.Literal('material'),
    Type.Literal('file'),
  ],
  { description: 'what a result is: a course, a question, news, a material or a knowledge file' },
);

const Keyword = Type.String({
  minLength: 1,
  maxLength: 50,
  description:
    '1-50 characters, trimmed; any substring of a title or text matches (Chinese needs no spaces)',
});

export const SearchResult = Type.Object(
  {
    type: SearchKind,
    id: Type.Integer({ description: 'the id of the course, question, news, material or file' }),
    title: Type.String(),
    snippet: Type.String({ description: 'plain text around the first match (may be empty)' }),
    link: Type.String({ description: 'app route that opens the result, with its query string' }),
  },
  { $id: 'SearchResult' },
);

export const SearchGroup = Type.Object(
  {
    type: SearchKind,
    total: Type.Integer({ minimum: 0, description: 'every match of this kind' }),
    list: Type.Array(SearchResult, { description: 'the best few matches (at most 3)' }),
  },
  { $id: 'SearchGroup' },
);

export const SearchHistoryItem = Type.Object(
  { keyword: Type.String(), searched_at: Type.Integer({ description: 'Unix time in seconds' }) },
  { $id: 'SearchHistoryItem' },
);

export const search = defineOperation({
  operationId: 'search',
  method: 'get',
  path: '/api/search',
  tier: 'joined',
  tag: 'search',
  summary: "Search everything, grouped by kind; remembers the keyword in the caller's history",
  description:
    'Keywords of 3 or more characters use the trigram full-text index; 1-2 characters fall back ' +
    'to a substring scan. `groups` lists every kind in a fixed order (course, question, news, ' +
    'material, file), empty ones included; `total` is the sum of the group totals.',
  query: Type.Object({ keyword: Keyword }, { additionalProperties: false }),
  data: Type.Object({
    keyword: Type.String({ description: 'the keyword as searched (trimmed)' }),
    total: Type.Integer({ minimum: 0 }),
    groups: Type.Array(SearchGroup),
  }),
});

export const searchMore = defineOperation({
  operationId: 'searchMore',
  method: 'get',
  path: '/api/search/more',
  tier: 'joined',
  tag: 'search',
  summary: 'Every match of one kind, paged, best first',
  query: Type.Object(
    { type: SearchKind, keyword: Keyword, ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(SearchResult),
});

export const listSearchHistory = defineOperation({
  operationId: 'listSearchHistory',
  method: 'get',
  path: '/api/search/history',
  tier: 'joined',
  tag: 'search',
  summary: "The caller's recent searches, newest first, each keyword once (at most 20)",
  data: Type.Object({ list: Type.Array(SearchHistoryItem) }),
});

export const clearSearchHistory = defineOperation({
  operationId: 'clearSearchHistory',
  method: 'delete',
  path: '/api/search/history',
  tier: 'joined',
  tag: 'search',
  summary: "Forget the caller's recent searches",
  data: Empty,
});

export const listHotKeywords = defineOperation({
  operationId: 'listHotKeywords',
  method: 'get',
  path: '/api/search/hot',
  tier: 'joined',
  tag: 'search',
  summary: 'The hot keywords shown on the search page, in display order',
  data: Type.Object({ list: Type.Array(Type.String()) }),
});

export const searchOperations = [
  search,
  searchMore,
  listSearchHistory,
  clearSearchHistory,
  listHotKeywords,
] as const;
