import { textOf, type SeedContext } from '../context';
import { cover, photo } from '../media/catalogue';
import { PHOTO_SIZE } from '../media/svg';
import type { Org } from '../org/staff';
import { randomFor } from '../random';
import { DAY, HOUR } from '../time';
import { flag } from '../writer';
import { NEWS_CATEGORIES } from './news-data';

/** News categories, news with rich-text bodies, and likes. */
export type SeededNews = { id: number; title: string };

export function seedNews(ctx: SeedContext, org: Org): SeededNews[] {
  const { write, now } = ctx;
  const rng = randomFor('news');
  const news: SeededNews[] = [];
  let count = 0;

  NEWS_CATEGORIES.forEach((category, c) => {
    // The name's kind (news-company: company) is what readers see, in their language.
    const categoryId = write.insert('news_categories', {
      name: category.name,
      name_kind: category.coverTopic.replace(/^news-/, ''),
      sort: c,
    });
    category.items.forEach((item, i) => {
      const [title = '', summary = '', photoKey] = item.split('|');
      const paragraphs = rng.sample(category.paragraphs, 3);
      // Only a photo of what the story tells of: a random one would show a team outing in a
      // store opening.
      const image = photoKey
        ? `<p><img src="${photo(photoKey)}" alt="${title}" width="${PHOTO_SIZE.width}" height="${PHOTO_SIZE.height}" /></p>`
        : '';
      const body =
        `<p><strong>${summary}</strong></p>` +
        image +
        `<p>${paragraphs[0] ?? ''}</p>` +
        '<h3>相关要点</h3>' +
        `<ul><li>${paragraphs[1] ?? ''}</li><li>${paragraphs[2] ?? ''}</li></ul>` +
        `<p style="color:#999">（${category.author}）</p>`;
      const likers = rng.sample(org.members, rng.int(0, 12)).map((m) => m.id);
      // The joined demo user has liked the first few items.
      if (count++ < 5 && !likers.includes(org.demo.joined.id)) likers.push(org.demo.joined.id);
      const publishedAt = now - (i * 5 + c) * DAY - rng.int(1, 10) * HOUR;
      const id = write.insert('news', {
        category_id: categoryId,
        title,
        summary,
        cover: cover(category.coverTopic, i),
        body_html: body,
        author: category.author,
        read_count: rng.int(120, 5000),
        like_count: rng.int(5, 300) + likers.length,
        is_top: flag(i === 0 && c < 2),
        published_at: publishedAt,
      });
      for (const userId of likers) {
        const likedAt = publishedAt + rng.int(60, Math.max(60, now - publishedAt));
        write.insert('news_likes', { news_id: id, user_id: userId, created_at: likedAt });
      }
      news.push({ id, title });
      ctx.index('news', id, title, textOf(body));
    });
  });

  return news;
}
