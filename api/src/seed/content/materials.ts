import type { SeedContext } from '../context';
import { cover, mediaSize, mediaUrl, PDFS, PHOTO_URLS, VIDEOS } from '../media/catalogue';
import type { Org } from '../org/staff';
import { randomFor, type Random } from '../random';
import { DAY, HOUR } from '../time';
import { flag } from '../writer';
import { MATERIAL_CATEGORIES, type AttachmentPlan } from './materials-data';

export type SeededMaterial = { id: number; title: string; category: string; publishedAt: number };

type Attachment = { kind: 'pdf' | 'image' | 'video'; name: string; url: string };

function attachmentsFor(plan: AttachmentPlan, title: string, n: number, rng: Random): Attachment[] {
  const pdfFile = (PDFS[n % PDFS.length] as (typeof PDFS)[number]).file;
  const videoFile = (VIDEOS[n % VIDEOS.length] as (typeof VIDEOS)[number]).file;
  const pdf: Attachment = { kind: 'pdf', name: `${title}.pdf`, url: mediaUrl(pdfFile) };
  const image = (i: number): Attachment => ({
    kind: 'image',
    name: `${title}-示意图${i}.svg`,
    url: rng.pick(PHOTO_URLS),
  });
  const video: Attachment = {
    kind: 'video',
    name: `${title}-讲解视频.${videoFile.split('.').pop() ?? 'mp4'}`,
    url: mediaUrl(videoFile),
  };
  switch (plan) {
    case 'pdf':
      return [pdf];
    case 'pdf+image':
      return [pdf, image(1)];
    case 'images':
      return [image(1), image(2)];
    case 'pdf+video':
      return n % 2 === 0 ? [pdf, video] : [pdf];
    case 'image+video':
      return n % 3 === 0 ? [image(1), video] : [image(1)];
  }
}

/**
 * A material's text in the search index, whose snippets readers see: sentences, not fields glued
 * together: what it is about and what it covers (content, as written); the words around them are
 * the catalogue's (search.material), in the reader's language.
 */
export function materialSearchText(
  title: string,
  summary: string,
  points: readonly string[],
): Record<string, string> {
  // The snippet sits under the title: the summary's own copy of it would only repeat it.
  const about = summary.startsWith(`${title}：`) ? summary.slice(title.length + 1) : summary;
  return { about, points: points.join('、') };
}

/** The materials centre: side-rail categories, materials with attachments, favourites. */
export function seedMaterials(ctx: SeedContext, org: Org): SeededMaterial[] {
  const { write, now } = ctx;
  const rng = randomFor('materials');
  const materials: SeededMaterial[] = [];
  let n = 0;
  MATERIAL_CATEGORIES.forEach((category, c) => {
    const categoryId = write.insert('material_categories', {
      name: category.name,
      name_kind: category.coverTopic.replace(/^material-/, ''),
      icon: cover(category.coverTopic),
      sort: c,
    });
    category.titles.forEach((title, i) => {
      const summary = category.summary.replace('{t}', title);
      const points = category.points.map((p) => `<li>${p}</li>`).join('');
      const attachments = attachmentsFor(category.attachments, title, n++, rng);
      const body =
        `<p>${summary}</p>` +
        `<h3>主要内容</h3><ol>${points}</ol>` +
        `<p>附件共 ${attachments.length} 个，可在下方查看或下载。</p>`;
      const publishedAt = now - (i * 6 + c + 1) * DAY - rng.int(0, 20) * HOUR;
      const id = write.insert('materials', {
        category_id: categoryId,
        title,
        summary,
        cover: cover(category.coverTopic, i),
        body_html: body,
        read_count: rng.int(30, 2400),
        download_count: rng.int(0, 600),
        is_public: flag(i < 3 && (category.name === '产品资料' || category.name === '品牌素材')),
        published_at: publishedAt,
      });
      attachments.forEach((a, sort) => {
        write.insert('material_attachments', {
          material_id: id,
          kind: a.kind,
          name: a.name,
          url: a.url,
          size_bytes: mediaSize(a.url),
          sort,
        });
      });
      materials.push({ id, title, category: category.name, publishedAt });
      ctx.indexText(
        'material',
        id,
        title,
        'material',
        materialSearchText(title, summary, category.points),
      );
    });
  });

  const favourers = [org.demo.joined, ...rng.sample(org.members, 40)];
  const seen = new Set<string>();
  for (const member of favourers) {
    for (const material of rng.sample(materials, member === org.demo.joined ? 6 : rng.int(1, 4))) {
      const key = `${member.id}:${material.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      write.insert('material_favourites', {
        user_id: member.id,
        material_id: material.id,
        created_at: material.publishedAt + rng.int(60, now - material.publishedAt),
      });
    }
  }
  return materials;
}
