import { seededKind } from '../../texts';
import type { SeedContext } from '../context';
import { AUDIOS, avatar, cover, courseCover, mediaUrl, PDFS, VIDEOS } from '../media/catalogue';
import { randomFor } from '../random';
import { DAY } from '../time';
import { flag, json } from '../writer';
import { COURSE_CATEGORIES, COURSES, type CourseData } from './courses-data';
import { LECTURERS } from './lecturers-data';
import { PRODUCTS } from './products-data';

export type LessonKind = 'video' | 'audio' | 'document';

export type SeededLesson = { id: number; kind: LessonKind; seconds: number };

export type SeededCourse = {
  id: number;
  data: CourseData;
  priceCents: number;
  pointsReward: number;
  lessons: SeededLesson[];
};

export type Catalogue = {
  lecturerIds: number[];
  productIds: Map<string, number>;
  courses: SeededCourse[];
};

/** Documents have no playback; their duration is the suggested reading time. */
const DOCUMENT_READING_SECONDS = 180;
const MIXED_KINDS: readonly LessonKind[] = ['video', 'document', 'audio'];

function lessonMedia(kind: LessonKind, n: number): { url: string; seconds: number } {
  if (kind === 'video') {
    const video = VIDEOS[n % VIDEOS.length] as (typeof VIDEOS)[number];
    return { url: mediaUrl(video.file), seconds: video.seconds };
  }
  if (kind === 'audio') {
    const audio = AUDIOS[n % AUDIOS.length] as (typeof AUDIOS)[number];
    return { url: mediaUrl(audio.file), seconds: audio.seconds };
  }
  const pdf = PDFS[n % PDFS.length] as (typeof PDFS)[number];
  return { url: mediaUrl(pdf.file), seconds: DOCUMENT_READING_SECONDS };
}

function deadlineFor(data: CourseData, index: number, now: number): number | null {
  if (!data.compulsory) return null;
  // One product course is already overdue, so the "overdue" state shows up.
  if (data.compulsory === 'product' && index === 0) return now - 5 * DAY;
  const days = { product: 20, activity: 10, company: 45 }[data.compulsory];
  return now + (days + (index % 3) * 5) * DAY;
}

/**
 * A course's text in the search index, whose snippets readers see: sentences, not fields glued
 * together. The intro, the lecturer, then each chapter with its lessons (content, as written);
 * the words around them are the catalogue's (search.course), in the reader's language.
 */
export function courseSearchText(data: CourseData): {
  textKind: 'course' | 'courseNoLecturer';
  params: Record<string, string>;
} {
  const lecturer = LECTURERS[data.lecturer]?.name;
  const chapters = data.chapters
    .map(([chapter = '', ...lessons]) =>
      lessons.length > 0 ? `${chapter}（${lessons.join('、')}）` : chapter,
    )
    .join('；');
  return lecturer
    ? { textKind: 'course', params: { intro: data.intro, lecturer, chapters } }
    : { textKind: 'courseNoLecturer', params: { intro: data.intro, chapters } };
}

/** Lecturers, products, course categories, courses with chapters and lessons. */

export function seedCatalogue(ctx: SeedContext): Catalogue {
  const { write, now } = ctx;
  const rng = randomFor('courses');

  const lecturerIds = LECTURERS.map((l, i) =>
    write.insert('lecturers', {
      ...l,
      avatar: avatar(i),
    }),
  );

  const productIds = new Map<string, number>();
  PRODUCTS.forEach((p, i) => {
    const id = write.insert('products', {
      category: p.category,
      category_kind: seededKind('productCategory.', p.category),
      name: p.name,
      model: p.model,
      cover: cover(p.coverTopic),
      price_cents: Math.round(p.priceYuan * 100),
      selling_points: json(p.sellingPoints),
      sort: i,
    });
    productIds.set(p.model, id);
  });

  const categoryIds = new Map<string, number>();
  COURSE_CATEGORIES.forEach((c, i) => {
    categoryIds.set(
      c.key,
      write.insert('course_categories', {
        name: c.name,
        name_kind: c.key,
        icon: cover(`course-${c.key}`),
        sort: i,
      }),
    );
  });

  let mediaCounter = 0;
  const courses = COURSES.map((data, index): SeededCourse => {
    const priceCents = Math.round((data.priceYuan ?? 0) * 100);
    const pointsReward = data.compulsory ? 20 : 10;
    const publishedDaysAgo = data.compulsory === 'activity' ? rng.int(3, 15) : rng.int(20, 500);
    const courseId = write.insert('courses', {
      category_id: categoryIds.get(data.category) ?? null,
      lecturer_id: lecturerIds[data.lecturer] ?? null,
      product_id: data.product ? (productIds.get(data.product) ?? null) : null,
      title: data.title,
      cover: courseCover(index),
      intro: data.intro,
      media_kind: data.media,
      price_cents: priceCents,
      is_free: flag(priceCents === 0),
      is_compulsory: flag(Boolean(data.compulsory)),
      compulsory_kind: data.compulsory ?? null,
      audience: data.audience ?? 'all',
      deadline_at: deadlineFor(data, index, now),
      is_recommended: flag(Boolean(data.recommended)),
      points_reward: pointsReward,
      presence_min_seconds: data.presence?.min ?? null,
      presence_max_seconds: data.presence?.max ?? null,
      presence_respond_seconds: data.presence?.respond ?? 60,
      sort: index,
      published_at: now - publishedDaysAgo * DAY,
    });

    const lessons: SeededLesson[] = [];
    data.chapters.forEach(([chapterTitle, ...lessonTitles], c) => {
      const chapterId = write.insert('course_chapters', {
        course_id: courseId,
        title: `第${c + 1}章 ${chapterTitle}`,
        sort: c,
      });
      for (const title of lessonTitles) {
        const kind: LessonKind =
          data.media === 'mixed'
            ? (MIXED_KINDS[lessons.length % MIXED_KINDS.length] as LessonKind)
            : data.media;
        const media = lessonMedia(kind, mediaCounter++);
        const id = write.insert('lessons', {
          course_id: courseId,
          chapter_id: chapterId,
          title,
          kind,
          media_url: media.url,
          duration_seconds: media.seconds,
          is_free_preview: flag(priceCents > 0 && lessons.length === 0),
          sort: lessons.length,
        });
        lessons.push({ id, kind, seconds: media.seconds });
      }
    });

    const text = courseSearchText(data);
    ctx.indexText('course', courseId, data.title, text.textKind, text.params);
    return { id: courseId, data, priceCents, pointsReward, lessons };
  });

  return { lecturerIds, productIds, courses };
}
