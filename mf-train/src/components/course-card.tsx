import { Image, Tag } from 'shared/ui-kit-core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { mediaUrl } from 'shared/standalone';

export type CourseSummary = ContractData<'get', '/api/courses'>['list'][number];

const MEDIA_LABELS = {
  video: 'train.media.video',
  audio: 'train.media.audio',
  document: 'train.media.document',
  mixed: 'train.media.mixed',
} as const;

const rowStyle: CSSProperties = {
  display: 'flex',
  gap: 12,
  padding: '12px 16px',
  background: '#ffffff',
  borderBottom: '1px solid #f0f0f0',
  color: 'inherit',
  textDecoration: 'none',
};

const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  fontSize: 12,
  color: '#999999',
  marginTop: 4,
};

export const coursePath = (id: number): string => `${PATHS.train.courseCourse}?id=${id}`;

/** One course in a list: cover, title, lecturer, lessons, learners and price. */
export function CourseCard({ course, to }: { course: CourseSummary; to?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Link to={to ?? coursePath(course.id)} style={rowStyle}>
      <Image
        src={mediaUrl(course.cover)}
        alt=""
        width={112}
        height={72}
        fit="cover"
        style={{ borderRadius: 4, flex: 'none' }}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <h3 style={{ margin: 0, fontSize: 15, fontWeight: 500, color: '#333333', lineHeight: 1.4 }}>
          {course.title}
        </h3>
        <div style={metaStyle}>
          <span>{t(MEDIA_LABELS[course.media_kind])}</span>
          {course.lecturer ? <span>{course.lecturer.name}</span> : null}
          <span>{t('train.course.lessons', { count: course.lesson_count })}</span>
          <span>{t('train.course.learners', { count: course.learner_count })}</span>
        </div>
        <div style={{ ...metaStyle, alignItems: 'center' }}>
          {course.is_compulsory ? (
            <Tag color="danger" fill="outline">
              {t('train.course.required')}
            </Tag>
          ) : null}
          <span style={{ color: course.is_free ? '#52c41a' : '#ff801a', fontSize: 14 }}>
            {course.is_free ? t('train.course.free') : `¥${course.price}`}
          </span>
        </div>
      </div>
    </Link>
  );
}
