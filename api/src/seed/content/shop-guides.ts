import type { SeedContext } from '../context';
import { cover } from '../media/catalogue';
import { DAY } from '../time';
import { PRODUCTS } from '../training/products-data';
import type { Catalogue } from '../training/courses';
import { DISPLAY_GUIDES, GUIDE_COVER_TOPICS, SALES_SCRIPTS } from './shop-guides-data';

const list = (items: readonly string[], tag: 'ol' | 'ul' = 'ol'): string =>
  `<${tag}>${items.map((i) => `<li>${i}</li>`).join('')}</${tag}>`;

/** Shop enablement: display guides, a product card per product, sales scripts. */
export function seedShopGuides(ctx: SeedContext, catalogue: Catalogue): void {
  const { write, now } = ctx;
  let sort = 0;
  const insert = (
    kind: string,
    title: string,
    summary: string,
    body: string,
    coverUrl: string,
    productId: number | null = null,
  ): void => {
    write.insert('shop_guides', {
      kind,
      product_id: productId,
      title,
      cover: coverUrl,
      summary,
      body_html: body,
      sort: sort,
      published_at: now - (sort + 1) * 2 * DAY,
    });
    sort++;
  };

  for (const [title, summary, steps] of DISPLAY_GUIDES) {
    insert(
      'display_guide',
      title,
      summary,
      `<p>${summary}</p><h3>执行步骤</h3>${list(steps)}`,
      cover(GUIDE_COVER_TOPICS[title] ?? 'guide-display'),
    );
  }
  for (const p of PRODUCTS) {
    const price = `¥${p.priceYuan.toLocaleString('en-US')}`;
    const summary = `型号 ${p.model}｜参考价 ${price}`;
    const body =
      `<p><strong>${p.name}</strong>（${p.model}），参考价 ${price}。</p>` +
      `<h3>核心卖点</h3>${list(p.sellingPoints, 'ul')}` +
      `<h3>一句话推荐</h3><p>${p.sellingPoints.slice(0, 2).join('、')}，${p.category}里的口碑之选。</p>`;
    insert(
      'product_card',
      p.name,
      summary,
      body,
      cover(p.coverTopic),
      catalogue.productIds.get(p.model) ?? null,
    );
  }
  for (const [title, scene, lines] of SALES_SCRIPTS) {
    insert(
      'sales_script',
      title,
      scene,
      `<p>场景：${scene}</p><h3>参考话术</h3>${list(lines, 'ul')}`,
      cover(GUIDE_COVER_TOPICS[title] ?? 'guide-script'),
    );
  }
}
