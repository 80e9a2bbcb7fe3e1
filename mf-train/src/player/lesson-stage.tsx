import { Button, List, Tag } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { showToast } from 'shared/ui';
import { formatDuration } from '../components/formats';
import { playerPath } from '../components/lesson-list';
import { DocumentReader } from './document-reader';
import { MediaPlayer } from './media-player';
import type { ProgressResult } from './progress-queue';
import { useProgressReporting } from './use-progress-reporting';

export type Lesson = ContractData<'get', '/api/lessons/{id}'>;

const infoStyle: CSSProperties = { background: '#ffffff', padding: 16, marginBottom: 12 };

/**
 * One lesson playing: the player for its kind, progress reports while it plays, the lesson's
 * state, previous / next, and the course's playlist.
 */
export function LessonStage({
  lesson,
  pathFor = playerPath,
  hidePlaylist = false,
  autoNext = false,
}: {
  lesson: Lesson;
  /** Where another lesson of the course opens (the player, or the series player). */
  pathFor?: (courseId: number, lessonId: number) => string;
  /** The series player shows the course's chapters itself. */
  hidePlaylist?: boolean;
  /** Audio training goes on to the next lesson by itself. */
  autoNext?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [completed, setCompleted] = useState(lesson.progress?.completed ?? false);
  const [ended, setEnded] = useState(false);
  const onResult = (result: ProgressResult) => {
    if (result.completed && !completed) {
      setCompleted(true);
      showToast(t('train.player.lessonCompleted'));
    }
    if (result.pointsAwarded > 0) {
      showToast(t('train.player.courseCompleted', { count: result.pointsAwarded }));
      void refreshUser({ force: true }).catch(() => undefined);
    }
  };
  const reporting = useProgressReporting(
    lesson.id,
    lesson.saves_progress,
    lesson.report_interval_seconds,
    onResult,
  );
  const next = lesson.playlist.find((l) => l.id === lesson.next_lesson_id);
  const previous = lesson.playlist.find((l) => l.id === lesson.previous_lesson_id);
  const startAt = lesson.progress?.position_seconds ?? 0;

  return (
    <>
      {lesson.kind === 'document' ? (
        <DocumentReader
          src={lesson.media_url}
          title={lesson.title}
          durationSeconds={lesson.duration_seconds}
          startAt={startAt}
          onTime={reporting.onTime}
        />
      ) : (
        <MediaPlayer
          kind={lesson.kind}
          src={lesson.media_url}
          title={lesson.title}
          poster={lesson.course.cover}
          startAt={startAt}
          furthest={lesson.progress?.furthest_seconds ?? 0}
          noSeekPastFurthest={lesson.no_seek_past_furthest}
          autoPlay={autoNext && lesson.kind === 'audio'}
          onTime={reporting.onTime}
          onPause={reporting.reportNow}
          onEnded={() => {
            reporting.reportNow();
            setEnded(true);
            if (autoNext && next?.can_play) navigate(pathFor(lesson.course.id, next.id));
          }}
        />
      )}
      <section style={infoStyle}>
        <h2 style={{ margin: 0, fontSize: 17 }}>{lesson.title}</h2>
        <div style={{ fontSize: 12, color: '#999999', marginTop: 4 }}>
          <Link
            to={`/pagesTrain/course/course?id=${lesson.course.id}`}
            style={{ color: '#666666' }}
          >
            {lesson.course.title}
          </Link>
          {' · '}
          {lesson.chapter_title}
        </div>
        <div style={{ display: 'flex', gap: 8, marginTop: 8, flexWrap: 'wrap' }}>
          {completed ? (
            <Tag color="success">{t('train.lesson.completed')}</Tag>
          ) : (
            <Tag color="default">{t('train.player.completeAt', { percent: 90 })}</Tag>
          )}
          {lesson.no_seek_past_furthest ? (
            <Tag color="warning" fill="outline">
              {t('train.player.requiredNoSkip')}
            </Tag>
          ) : null}
          {lesson.is_free_preview ? (
            <Tag color="success" fill="outline">
              {t('train.lesson.preview')}
            </Tag>
          ) : null}
        </div>
        {!lesson.saves_progress ? (
          <p style={{ fontSize: 12, color: '#999999', margin: '8px 0 0' }}>
            {t('train.player.previewNotSaved')}
          </p>
        ) : null}
        <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
          <Button
            size="small"
            disabled={!previous?.can_play}
            onClick={() => previous && navigate(pathFor(lesson.course.id, previous.id))}
          >
            {t('train.player.previous')}
          </Button>
          <Button
            size="small"
            color={ended ? 'primary' : 'default'}
            disabled={!next?.can_play}
            onClick={() => next && navigate(pathFor(lesson.course.id, next.id))}
          >
            {t('train.player.next')}
          </Button>
        </div>
      </section>
      {hidePlaylist ? null : (
        <List header={t('train.player.playlist')}>
          {lesson.playlist.map((item) => (
            <List.Item
              key={item.id}
              disabled={!item.can_play}
              arrowIcon={false}
              onClick={
                item.can_play && item.id !== lesson.id
                  ? () => navigate(pathFor(lesson.course.id, item.id))
                  : undefined
              }
              extra={
                item.progress?.completed ? (
                  <span style={{ color: '#52c41a', fontSize: 12 }}>
                    {t('train.lesson.completed')}
                  </span>
                ) : !item.can_play ? (
                  <span style={{ fontSize: 12 }}>{t('train.lesson.locked')}</span>
                ) : null
              }
              description={`${t(`train.media.${item.kind}`)} · ${formatDuration(item.duration_seconds)}`}
              aria-current={item.id === lesson.id ? 'true' : undefined}
            >
              <span style={{ color: item.id === lesson.id ? '#ff801a' : undefined }}>
                {item.title}
              </span>
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
