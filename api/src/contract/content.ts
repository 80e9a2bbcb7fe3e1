import { Type } from '@sinclair/typebox';
import { defineOperation } from './define-operation';
import { Id, IdParams, Money, PageQuery, Timestamp, paged } from './common-schemas';

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

export const NewsLikeState = Type.Object(
  {
    liked: Type.Boolean({ description: 'the caller likes it now' }),
    like_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'NewsLikeState' },
);

export const likeNews = defineOperation({
  operationId: 'likeNews',
  method: 'post',
  path: '/api/news/{id}/like',
  tier: 'member',
  tag: 'content',
  summary: 'Like a news article (idempotent)',
  description: 'Liking again changes nothing; the reply is the new state.',
  params: IdParams,
  data: NewsLikeState,
});

export const unlikeNews = defineOperation({
  operationId: 'unlikeNews',
  method: 'delete',
  path: '/api/news/{id}/like',
  tier: 'member',
  tag: 'content',
  summary: 'Take back a like (idempotent)',
  description:
    'Unliking an article the caller does not like changes nothing; the reply is the new state.',
  params: IdParams,
  data: NewsLikeState,
});

export const MaterialCategory = Type.Object(
  {
    id: Type.Integer(),
    parent_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'the parent category in the side rail; null at the top level',
    }),
    name: Type.String(),
    icon: Type.String({ description: 'image URL, relative to the API origin' }),
    material_count: Type.Integer({ minimum: 0, description: 'published materials in it' }),
  },
  { $id: 'MaterialCategory' },
);

const AttachmentKind = Type.Union([
  Type.Literal('pdf'),
  Type.Literal('image'),
  Type.Literal('video'),
]);

const materialItemProperties = {
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String({ description: 'image URL, relative to the API origin' }),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  read_count: Type.Integer({ minimum: 0 }),
  download_count: Type.Integer({ minimum: 0 }),
  attachment_count: Type.Integer({ minimum: 0 }),
  attachment_kinds: Type.Array(AttachmentKind, {
    description:
      'the kinds of file its attachments are, each once, in attachment order; empty without attachments',
  }),
  is_public: Type.Boolean({ description: 'readable by visitors on the public material page' }),
  published_at: Timestamp,
};

export const MaterialItem = Type.Object(materialItemProperties, { $id: 'MaterialItem' });

export const MaterialAttachment = Type.Object(
  {
    id: Type.Integer(),
    kind: AttachmentKind,
    name: Type.String({ description: 'file name to show and to download as' }),
    url: Type.String({ description: 'file URL, relative to the API origin' }),
    size: Type.Integer({ minimum: 0, description: 'bytes' }),
  },
  { $id: 'MaterialAttachment' },
);

export const MaterialDetail = Type.Object(
  {
    ...materialItemProperties,
    body_html: Type.String({
      description: 'rich text; image sources are relative to the API origin',
    }),
    attachments: Type.Array(MaterialAttachment),
    favourited: Type.Boolean({ description: 'the caller has favourited it (false for visitors)' }),
  },
  { $id: 'MaterialDetail' },
);

export const MaterialFavouriteState = Type.Object(
  { favourited: Type.Boolean({ description: 'the caller has it in their favourites now' }) },
  { $id: 'MaterialFavouriteState' },
);

export const listMaterialCategories = defineOperation({
  operationId: 'listMaterialCategories',
  method: 'get',
  path: '/api/materials/categories',
  tier: 'joined',
  tag: 'content',
  summary: 'The side rail of the materials centre, in display order, with material counts',
  data: Type.Object({ list: Type.Array(MaterialCategory) }),
});

export const listMaterials = defineOperation({
  operationId: 'listMaterials',
  method: 'get',
  path: '/api/materials',
  tier: 'joined',
  tag: 'content',
  summary: 'Published materials, newest first, by category and/or title keyword',
  query: Type.Object(
    {
      category_id: Type.Optional(Id),
      keyword: Type.Optional(
        Type.String({ minLength: 1, maxLength: 50, description: 'part of the title or summary' }),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(MaterialItem),
});

export const listMaterialFavourites = defineOperation({
  operationId: 'listMaterialFavourites',
  method: 'get',
  path: '/api/materials/favourites',
  tier: 'joined',
  tag: 'content',
  summary: "The caller's favourite materials, most recently favourited first",
  query: Type.Object({ ...PageQuery }, { additionalProperties: false }),
  data: paged(MaterialItem),
});

export const getMaterial = defineOperation({
  operationId: 'getMaterial',
  method: 'get',
  path: '/api/materials/{id}',
  tier: 'public',
  tag: 'content',
  summary: 'A material with its attachments; counts one read per request',
  description:
    'Materials flagged `is_public` are readable by anyone (the public material page). Any other ' +
    'material answers code 401 to visitors and 403 to users who have not joined.',
  params: IdParams,
  data: MaterialDetail,
});

export const recordMaterialDownload = defineOperation({
  operationId: 'recordMaterialDownload',
  method: 'post',
  path: '/api/materials/{id}/downloads',
  tier: 'public',
  tag: 'content',
  summary: "Count a download of one of the material's attachments",
  description:
    "Sent as the browser starts the download. Public materials count visitors' downloads too; others need a joined caller, as reading them does.",
  params: IdParams,
  body: Type.Object({ attachment_id: Id }, { additionalProperties: false }),
  data: Type.Object({ download_count: Type.Integer({ minimum: 0 }) }),
  refusals: ['material.notAttachment'],
});

export const favouriteMaterial = defineOperation({
  operationId: 'favouriteMaterial',
  method: 'post',
  path: '/api/materials/{id}/favourite',
  tier: 'joined',
  tag: 'content',
  summary: "Add a material to the caller's favourites (idempotent)",
  params: IdParams,
  data: MaterialFavouriteState,
});

export const unfavouriteMaterial = defineOperation({
  operationId: 'unfavouriteMaterial',
  method: 'delete',
  path: '/api/materials/{id}/favourite',
  tier: 'joined',
  tag: 'content',
  summary: "Remove a material from the caller's favourites (idempotent)",
  params: IdParams,
  data: MaterialFavouriteState,
});

export const CultureValue = Type.Object(
  { id: Type.Integer(), title: Type.String(), body: Type.String() },
  { $id: 'CultureValue' },
);

export const CultureEvent = Type.Object(
  {
    id: Type.Integer(),
    date: Type.String({ description: "'YYYY' or 'YYYY-MM'", pattern: '^[0-9]{4}(-[0-9]{2})?$' }),
    title: Type.String(),
    body: Type.String(),
  },
  { $id: 'CultureEvent' },
);

export const CulturePhoto = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String({ description: 'caption' }),
    image: Type.String({ description: 'image URL, relative to the API origin' }),
  },
  { $id: 'CulturePhoto' },
);

export const Culture = Type.Object(
  {
    intro: Type.Union([
      Type.Object({
        title: Type.String(),
        body: Type.String(),
        image: Type.String({ description: 'image URL, relative to the API origin; may be empty' }),
      }),
      Type.Null(),
    ]),
    values: Type.Array(CultureValue),
    history: Type.Array(CultureEvent, { description: 'the timeline, oldest first' }),
    gallery: Type.Array(CulturePhoto),
  },
  { $id: 'Culture' },
);

export const getCulture = defineOperation({
  operationId: 'getCulture',
  method: 'get',
  path: '/api/culture',
  tier: 'public',
  tag: 'content',
  summary: 'The company culture page: introduction, values, history timeline, gallery',
  description:
    'Public: the page is both a pre-join page (/pages/culture/index) and a public page ' +
    '(/pagesPublic/culture/index).',
  data: Culture,
});

export const CollegeCategory = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    programme_count: Type.Integer({ minimum: 0 }),
  },
  { $id: 'CollegeCategory' },
);

export const CollegeLecturer = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    title: Type.String({ description: 'job title' }),
    avatar: Type.String({ description: 'image URL, relative to the API origin' }),
    intro: Type.String(),
    programme_count: Type.Integer({ minimum: 0, description: 'business-school classes taught' }),
  },
  { $id: 'CollegeLecturer' },
);

export const CollegeProgramme = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    cover: Type.String({ description: 'image URL, relative to the API origin' }),
    summary: Type.String(),
    category: Type.Object({ id: Type.Integer(), name: Type.String() }),
    lecturer: Type.Union([
      Type.Object({ id: Type.Integer(), name: Type.String(), title: Type.String() }),
      Type.Null(),
    ]),
    mode: Type.Union([Type.Literal('online'), Type.Literal('offline')]),
    location: Type.String(),
    seats: Type.Integer({ minimum: 1 }),
    enrolled: Type.Integer({ minimum: 0, description: 'seats taken' }),
    enrolled_by_me: Type.Boolean(),
    status: Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')]),
    starts_at: Timestamp,
    ends_at: Timestamp,
  },
  { $id: 'CollegeProgramme' },
);

export const listCollegeCategories = defineOperation({
  operationId: 'listCollegeCategories',
  method: 'get',
  path: '/api/college/categories',
  tier: 'member',
  tag: 'content',
  summary: 'The business-school categories (schools), in display order',
  data: Type.Object({ list: Type.Array(CollegeCategory) }),
});

export const listCollegeProgrammes = defineOperation({
  operationId: 'listCollegeProgrammes',
  method: 'get',
  path: '/api/college/programmes',
  tier: 'member',
  tag: 'content',
  summary: 'Business-school programmes and classes, in display order, optionally by category',
  query: Type.Object(
    { category_id: Type.Optional(Id), ...PageQuery },
    { additionalProperties: false },
  ),
  data: paged(CollegeProgramme),
});

export const enrolCollegeProgramme = defineOperation({
  operationId: 'enrolCollegeProgramme',
  method: 'post',
  path: '/api/college/programmes/{id}/enrol',
  tier: 'member',
  tag: 'content',
  summary: 'Take a seat in a business-school class',
  description:
    'The seat check and the enrolment are one transaction: a class is never oversold. ' +
    'Answers the programme as it is now.',
  params: IdParams,
  data: CollegeProgramme,
  refusals: ['college.full', 'college.enrolled', 'college.ended'],
});

export const listCollegeLecturers = defineOperation({
  operationId: 'listCollegeLecturers',
  method: 'get',
  path: '/api/college/lecturers',
  tier: 'member',
  tag: 'content',
  summary: 'The lecturers, those teaching the most business-school classes first',
  data: Type.Object({ list: Type.Array(CollegeLecturer) }),
});

export const ShopGuideKind = Type.Union(
  [Type.Literal('display_guide'), Type.Literal('product_card'), Type.Literal('sales_script')],
  { description: 'display guide, product knowledge card or sales script' },
);

const shopGuideItemProperties = {
  id: Type.Integer(),
  kind: ShopGuideKind,
  title: Type.String(),
  cover: Type.String({ description: 'image URL, relative to the API origin' }),
  summary: Type.String(),
  product: Type.Union(
    [
      Type.Object({
        id: Type.Integer(),
        name: Type.String(),
        model: Type.String(),
        category: Type.String(),
        price: Money,
      }),
      Type.Null(),
    ],
    { description: 'the product a product card describes; null for other kinds' },
  ),
  published_at: Timestamp,
};

export const ShopGuideItem = Type.Object(shopGuideItemProperties, { $id: 'ShopGuideItem' });

export const ShopGuide = Type.Object(
  {
    ...shopGuideItemProperties,
    body_html: Type.String({
      description: 'rich text; image sources are relative to the API origin',
    }),
  },
  { $id: 'ShopGuide' },
);

export const listShopGuides = defineOperation({
  operationId: 'listShopGuides',
  method: 'get',
  path: '/api/shop/guides',
  tier: 'joined',
  tag: 'content',
  summary: 'Shop enablement: guides, product cards and sales scripts, in display order',
  query: Type.Object(
    {
      kind: Type.Optional(ShopGuideKind),
      keyword: Type.Optional(
        Type.String({ minLength: 1, maxLength: 50, description: 'part of the title or summary' }),
      ),
      ...PageQuery,
    },
    { additionalProperties: false },
  ),
  data: paged(ShopGuideItem),
});

export const getShopGuide = defineOperation({
  operationId: 'getShopGuide',
  method: 'get',
  path: '/api/shop/guides/{id}',
  tier: 'joined',
  tag: 'content',
  summary: 'One guide, product card or sales script with its text',
  params: IdParams,
  data: ShopGuide,
});

export const contentOperations = [
  listBanners,
  listNewsCategories,
  listNews,
  getNews,
  likeNews,
  unlikeNews,
  listMaterialCategories,
  listMaterials,
  listMaterialFavourites,
  getMaterial,
  recordMaterialDownload,
  favouriteMaterial,
  unfavouriteMaterial,
  getCulture,
  listCollegeCategories,
  listCollegeProgrammes,
  enrolCollegeProgramme,
  listCollegeLecturers,
  listShopGuides,
  getShopGuide,
] as const;
