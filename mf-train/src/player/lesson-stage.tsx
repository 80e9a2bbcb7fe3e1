import { Button, List, Tag } from 'shared/ui-kit';
import { LeftOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ContractData } from 'shared/request';
import { refreshUser } from 'shared/session';
import { Section, Watermark } from 'shared/standalone';
import { showToast } from 'shared/ui';
import { coursePath } from '../components/course-card';
import { formatDuration } from '../components/formats';
import { playerPath } from '../components/lesson-list';
import { DocumentReader } from './document-reader';
import { MediaPlayer, type PlayerControl } from './media-player';
import { clockSkewMs } from './clock-skew';
import { PresencePrompt } from './presence-prompt';
import type { ProgressResult } from './progress-queue';
import { useProgressReporting } from './use-progress-reporting';
import styles from './lesson-stage.module.css';

export type Lesson = ContractData<'get', '/api/lessons/{id}'>;

/**
 * One lesson playing: the player for its kind, progress reports while it plays, the lesson's
 * state, previous / next, and the course's playlist.
 */
export function LessonStage({
  lesson,
  receivedAt,
  pathFor = playerPath,
  hidePlaylist = false,
  autoNext = false,
  note,
}: {
  lesson: Lesson;
  /** When the lesson's reply arrived, on this device's clock (ms): its server_now was then. */
  receivedAt: number;
  /** Where another lesson of the course opens (the player, or the series player). */
  pathFor?: (courseId: number, lessonId: number) => string;
  /** The series player shows the course (title and chapters) itself. */
  hidePlaylist?: boolean;
  /** Audio training goes on to the next lesson by itself. */
  autoNext?: boolean;
  /** A line about how this player plays (audio: on with the screen off). */
  note?: string | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [completed, setCompleted] = useState(lesson.progress?.completed ?? false);
  const [ended, setEnded] = useState(false);
  const player = useRef<PlayerControl>(null);
  const reader = useRef<{ seek: (seconds: number) => void }>(null);
  // Presence checks: the open check's token and its deadline on this device's clock (the server's
  // clock may differ: clockSkewMs).
  const clockSkew = useRef(0);
  const [check, setCheck] = useState<{ token: string; deadline: number } | null>(null);
  useEffect(() => {
    const presence = lesson.presence;
    clockSkew.current = presence ? clockSkewMs(presence.server_now, receivedAt) : 0;
    // A reload during a check opens it again (with the fresh token the lesson carries).
    setCheck(
      presence?.check
        ? {
            token: presence.check.token,
            deadline: presence.check.expires_at * 1000 - clockSkew.current,
          }
        : null,
    );
  }, [lesson.presence, receivedAt]);
  const seekTo = (seconds: number) => {
    player.current?.seek(seconds);
    reader.current?.seek(seconds);
  };
  const onPresence = (presence: ProgressResult['presence']) => {
    if (!presence) return;
    if (presence.check) {
      const { token, expires_at } = presence.check;
      player.current?.pause();
      setCheck({ token, deadline: expires_at * 1000 - clockSkew.current });
    } else if (presence.outcome === 'missed') {
      setCheck(null);
      showToast(t('train.presence.missed'));
      seekTo(presence.resume_at ?? 0);
      player.current?.play();
    }
  };
  const onResult = (result: ProgressResult) => {
    onPresence(result.presence);
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
  const answerCheck = () => {
    if (!check) return;
    setCheck(null);
    reporting.reportNow({ token: check.token });
    player.current?.play();
  };

  return (
    <>
      {lesson.watermark ? <Watermark text={lesson.watermark} /> : null}
      <PresencePrompt
        deadline={check?.deadline ?? null}
        onContinue={answerCheck}
        onExpired={() => reporting.reportNow({ force: true })}
      />
      {lesson.kind === 'document' ? (
        <DocumentReader
          src={lesson.media_url}
          title={lesson.title}
          durationSeconds={lesson.duration_seconds}
          startAt={startAt}
          onTime={reporting.onTime}
          paused={check !== null}
          controlRef={reader}
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
          expectedDuration={lesson.duration_seconds}
          autoPlay={autoNext && lesson.kind === 'audio'}
          onTime={reporting.onTime}
          onPause={() => reporting.reportNow()}
          locked={check !== null}
          controlRef={player}
          onEnded={() => {
            reporting.reportNow();
            setEnded(true);
            if (autoNext && next?.can_play) navigate(pathFor(lesson.course.id, next.id));
          }}
        />
      )}
      <div className={styles.info}>
        <h2 className={styles.title}>{lesson.title}</h2>
        <p className={styles.meta}>
          {hidePlaylist ? null : (
            <>
              <Link to={coursePath(lesson.course.id)} className={styles.course}>
                {lesson.course.title}
              </Link>
              {' · '}
            </>
          )}
          {lesson.chapter_title}
        </p>
        <div className={styles.tags}>
          {completed ? (
            <Tag color="success" fill="outline">
              {t('train.lesson.completed')}
            </Tag>
          ) : (
            <Tag color="default" fill="outline">
              {t('train.player.completeAt', { percent: 90 })}
            </Tag>
          )}
          {lesson.no_seek_past_furthest ? (
            <Tag color="primary" fill="outline">
              {t('train.player.requiredNoSkip')}
            </Tag>
          ) : null}
          {lesson.presence ? (
            <Tag color="primary" fill="outline">
              {t('train.presence.tag')}
            </Tag>
          ) : null}
          {lesson.is_free_preview ? (
            <Tag color="primary" fill="outline">
              {t('train.lesson.preview')}
            </Tag>
          ) : null}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
        {!lesson.saves_progress ? (
          <p className={styles.note}>{t('train.player.previewNotSaved')}</p>
        ) : null}
        <div className={styles.steps}>
          <Button
            block
            size="small"
            disabled={!previous?.can_play}
            onClick={() => previous && navigate(pathFor(lesson.course.id, previous.id))}
          >
            <span className={styles.step}>
              <LeftOutline aria-hidden />
              {t('train.player.previous')}
            </span>
          </Button>
          <Button
            block
            size="small"
            color="primary"
            fill={ended ? 'solid' : 'outline'}
            disabled={!next?.can_play}
            onClick={() => next && navigate(pathFor(lesson.course.id, next.id))}
          >
            <span className={styles.step}>
              {t('train.player.next')}
              <RightOutline aria-hidden />
            </span>
          </Button>
        </div>
      </div>
      {hidePlaylist ? null : (
        <Section title={t('train.player.playlist')}>
          <List className={styles.playlist}>
            {lesson.playlist.map((item) => {
              const current = item.id === lesson.id;
              return (
                <List.Item
                  key={item.id}
                  className={current ? styles.current : undefined}
                  disabled={!item.can_play}
                  arrowIcon={false}
                  onClick={
                    item.can_play && !current
                      ? () => navigate(pathFor(lesson.course.id, item.id))
                      : undefined
                  }
                  extra={
                    item.progress?.completed ? (
                      <span className={styles.done}>{t('train.lesson.completed')}</span>
                    ) : !item.can_play ? (
                      <span className={styles.locked}>
                        <LockOutline aria-hidden />
                        {t('train.lesson.locked')}
                      </span>
                    ) : null
                  }
                  description={`${t(`train.media.${item.kind}`)} · ${formatDuration(item.duration_seconds)}`}
                  aria-current={current ? 'true' : undefined}
                >
                  <span className={styles.itemTitle}>{item.title}</span>
                </List.Item>
              );
            })}
          </List>
        </Section>
      )}
    </>
  );
}
