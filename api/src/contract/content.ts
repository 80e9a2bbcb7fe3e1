import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, IdParams, PageQuery, Timestamp, paged } from './common-schemas';

/** The pages that show a banner carousel (banners.position). */
export const BannerPosition = Type.Union(
  [
    Type.Literal('home'),
    Type.Literal('train'),
    Type.Literal('college'),
    Type.Literal('exam'),
    Type.Literal('material'),
    Type.Literal('shop'),
  ],
  { description: 'the page that shows the banners' },
);

export const Banner = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    image: Type.String({ description: 'image URL, relative to the API origin (/api/media/...)' }),
    link: Type.String({
      description: 'app route with its query string (/pagesTrain/course/course?id=3); may be empty',
    }),
  },
  { $id: 'Banner' },
);

export const NewsCategory = Type.Object(
  { id: Type.Integer(), name: Type.String() },
  { $id: 'NewsCategory' },
);

const newsItemProperties = {
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String({ description: 'image URL, relative to the API origin' }),
  category: NewsCategory,
  read_count: Type.Integer({ minimum: 0 }),
  like_count: Type.Integer({ minimum: 0 }),
  is_top: Type.Boolean({ description: 'pinned: listed before the rest' }),
  published_at: Timestamp,
};

export const NewsItem = Type.Object(newsItemProperties, { $id: 'NewsItem' });

export const NewsArticle = Type.Object(
  {
    ...newsItemProperties,
    author: Type.String(),
    body_html: Type.String({
      description: 'rich text; image sources are relative to the API origin',
    }),
    liked: Type.Boolean({ description: 'the caller has liked it (false for visitors)' }),
    related: Type.Array(NewsItem, { description: 'a few newest items of the same category' }),
  },
  { $id: 'NewsArticle' },
);

export const listBanners = defineOperation({
  operationId: 'listBanners',
  method: 'get',
  path: '/api/banners',
  tier: 'public',
  tag: 'content',
  summary: "The live banners of a page, in the page's order",
  description:
    'Banners whose display window includes now; `position` defaults to home. A banner `link` is an app route to navigate to.',
  query: Type.Object({ position: Type.Optional(BannerPosition) }, { additionalProperties: false }),
  data: Type.Object({ list: Type.Array(Banner) }),
});

export const listNewsCategories = defineOperation({
  operationId: 'listNewsCategories',
  method: 'get',
  path: '/api/news/categories',
  tier: 'public',
  tag: 'content',
  summary: 'The news categories, in display order',
  data: Type.Object({ list: Type.Array(NewsCategory) }),
});

export const listNews = defineOperation({
  operationId: 'listNews',
  method: 'get',
  path: '/api/news',
  tier: 'public',
  tag: 'content',
  summary: 'Published news, pinned first then newest first, optionally by category',
  query: Type.Object(
    { category_id: Type.Optional(Id), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(NewsItem),
});

export const getNews = defineOperation({
  operationId: 'getNews',
  method: 'get',
  path: '/api/news/{id}',
  tier: 'public',
  tag: 'content',
  summary: 'A news article; counts one read per request',
  description:
    'Each request adds one to `read_count` (the reply shows the count including this read) and answers a few related items of the same category.',
  params: IdParams,
  data: NewsArticle,
});

export const contentOperations = [listBanners, listNewsCategories, listNews, getNews] as const;
