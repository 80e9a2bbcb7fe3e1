import { Button } from 'shared/ui-kit';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from 'shared/request';
import styles from './like-toggle.module.css';

/**
 * The like of an article as an icon toggle: the heart (filled in the brand colour when liked)
 * and the count, named "Like" or "Liked" with its pressed state; the count follows the API.
 */
export function LikeToggle({ id, liked, count }: { id: number; liked: boolean; count: number }) {
  const { t } = useTranslation();
  const countId = useId();
  const [state, setState] = useState({ liked, like_count: count });
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    setBusy(true);
    const call = state.liked
      ? api.delete('/api/news/{id}/like', { path: { id }, loading: false })
      : api.post('/api/news/{id}/like', { path: { id }, loading: false });
    call.then(
      (next) => {
        setState(next);
        setBusy(false);
      },
      () => setBusy(false),
    );
  };
  return (
    <Button
      shape="rounded"
      className={state.liked ? `${styles.button} ${styles.liked}` : styles.button}
      aria-label={t(state.liked ? 'content.news.liked' : 'content.news.like')}
      aria-pressed={state.liked}
      aria-describedby={countId}
      disabled={busy}
      onClick={toggle}
    >
      {state.liked ? (
        <HeartFill className={styles.icon} aria-hidden />
      ) : (
        <HeartOutline className={styles.icon} aria-hidden />
      )}{' '}
      <span className={styles.count} aria-hidden>
        {state.like_count}
      </span>
      <span id={countId} className="visually-hidden">
        {t('content.news.likes', { count: state.like_count })}
      </span>
    </Button>
  );
}
