import { Button } from 'shared/ui-kit';
import { PictureOutline } from 'antd-mobile-icons';
import { DownlandOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import { useCurrentUser } from 'shared/session';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  mediaUrl,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { DelayedLoading, EmptyState, showToast, StatusBlock } from 'shared/ui';
import { tasksPath } from '../clockin-paths';
import type { ClockinActivityDetail } from '../components/activity-header';
import {
  drawPoster,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type DrawnPoster,
} from '../components/draw-poster';
import styles from './poster-page.module.css';

function PosterImage({ detail }: { detail: ClockinActivityDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<DrawnPoster | null>(null);
  const [failed, setFailed] = useState(false);
  const { activity, mine } = detail;
  const name = user.username || user.nickname || user.mobile;

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let current = true;
    drawPoster(target, {
      title: activity.title,
      summary: activity.summary,
      period: t('clockin.activity.days', { start: activity.start_day, end: activity.end_day }),
      coverUrl: mediaUrl(activity.cover),
      name,
      avatarUrl: mediaUrl(user.avatar),
      // "0 days in a row" is nothing to promote: without a streak the poster shows only my name.
      streakText: mine.streak > 0 ? t('clockin.poster.streak', { count: mine.streak }) : '',
      joinText: t('clockin.poster.joinUs'),
      joinUrl: new URL(tasksPath(activity.id), window.location.origin).href,
    }).then(
      (drawn) => current && setImage(drawn),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [activity, mine.streak, name, user.avatar, t]);

  const handleSave = () => {
    if (!image) return;
    const link = document.createElement('a');
    link.href = image.url;
    link.download = `poster-${activity.id}.png`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    showToast(t('clockin.poster.saved'));
  };

  return (
    <div className={styles.poster}>
      <canvas ref={canvas} hidden />
      {failed ? (
        <StatusBlock Picture={PictureOutline} title={t('clockin.poster.drawFailed')} />
      ) : (
        <>
          {/* A poster's usual shape is kept while it is drawn; drawn, the frame takes its own. */}
          <div
            className={styles.frame}
            style={{ aspectRatio: `${POSTER_WIDTH} / ${image?.height ?? POSTER_HEIGHT}` }}
          >
            {image ? (
              <img
                src={image.url}
                alt={t('clockin.poster.alt', { title: activity.title })}
                className={styles.image}
                width={POSTER_WIDTH}
                height={image.height}
              />
            ) : (
              <DelayedLoading />
            )}
          </div>
          {image ? (
            <>
              <p className={styles.hint}>{t('clockin.poster.longPress')}</p>
              <ActionBar>
                <Button color="primary" block onClick={handleSave}>
                  <DownlandOutline aria-hidden /> {t('clockin.poster.save')}
                </Button>
              </ActionBar>
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

function Poster({ activityId }: { activityId: number }) {
  const detail = useAsyncData(
    (signal) =>
      api.get('/api/clockin/activities/{id}', {
        path: { id: activityId },
        loading: false,
        toast: false,
        signal,
      }),
    [activityId],
  );
  return (
    <AsyncView state={detail} onRetry={detail.reload}>
      {(data) => <PosterImage detail={data} />}
    </AsyncView>
  );
}

/** A promotion poster (`?activityId=`) drawn on a canvas in the browser, saved as an image. */
export default function PosterPage() {
  const { t } = useTranslation();
  const activityId = useIdParam('activityId');
  return (
    <AreaPage title="page.clockin.poster">
      {activityId ? (
        <Poster activityId={activityId} />
      ) : (
        <div className={styles.missing}>
          <EmptyState title={t('clockin.missingActivity')} />
        </div>
      )}
    </AreaPage>
  );
}
