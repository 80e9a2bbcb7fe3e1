import type { Static } from '@sinclair/typebox';
import { getShopGuide, listShopGuides, type ShopGuideItem } from '../../contract/content';
import { nowSeconds } from '../../clock';
import { statement } from '../../db/statement-cache';
import { formatMoney } from '../../format/money';
import { notFound } from '../../http/api-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../http/paging';
import { storedName, type Language } from '../../texts';
import { likePattern } from './material-row';

type GuideRow = {
  id: number;
  kind: 'display_guide' | 'product_card' | 'sales_script';
  title: string;
  cover: string;
  summary: string;
  product_id: number | null;
  product_name: string | null;
  product_model: string | null;
  product_category: string | null;
  product_category_kind: string | null;
  product_price_cents: number | null;
  published_at: number;
};

const GUIDE_COLUMNS = `g.id, g.kind, g.title, g.cover, g.summary, g.product_id,
  p.name AS product_name, p.model AS product_model, p.category AS product_category,
  p.category_kind AS product_category_kind,  p.price_cents AS product_price_cents, g.published_at`;
const GUIDE_FROM = 'FROM shop_guides g LEFT JOIN products p ON p.id = g.product_id';

const toGuideItem =
  (language: Language) =>
  (row: GuideRow): Static<typeof ShopGuideItem> => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    product:
      row.product_id === null
        ? null
        : {
            id: row.product_id,
            name: row.product_name ?? '',
            model: row.product_model ?? '',
            // The goods category in the reader's language.
            category: storedName(
              'productCategory.',
              row.product_category_kind,
              row.product_category ?? '',
              language,
            ),
            price: formatMoney(row.product_price_cents ?? 0),
          },
    published_at: row.published_at,
  });

export const shopHandlers = [
  implement(listShopGuides, ({ query, services, language }) => {
    const keyword = query.keyword?.trim() ?? '';
    return pageOf(services.db, {
      select: `SELECT ${GUIDE_COLUMNS} ${GUIDE_FROM}
        WHERE g.published_at <= @now AND (@kind IS NULL OR g.kind = @kind)
          AND (@pattern IS NULL OR g.title LIKE @pattern ESCAPE '\\'
               OR g.summary LIKE @pattern ESCAPE '\\')`,
      orderBy: 'g.sort, g.id',
      params: {
        now: nowSeconds(),
        kind: query.kind ?? null,
        pattern: keyword ? likePattern(keyword) : null,
      },
      page: query.page,
      pageSize: query.pageSize,
      map: toGuideItem(language),
      language,
    });
  }),

  implement(getShopGuide, ({ params, services, language }) => {
    const row = statement<[number, number], GuideRow & { body_html: string }>(
      services.db,
      `SELECT ${GUIDE_COLUMNS}, g.body_html ${GUIDE_FROM} WHERE g.id = ? AND g.published_at <= ?`,
    ).get(params.id, nowSeconds());
    if (!row) throw notFound('guide');
    return { ...toGuideItem(language)(row), body_html: row.body_html };
  }),
];
