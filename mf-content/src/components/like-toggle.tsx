import { Button } from 'shared/ui-kit';
import { HeartFill, HeartOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { useSessionStore } from 'shared/session';
import styles from './like-toggle.module.css';

/**
 * The like of an article as an icon toggle: the heart (filled in the brand colour when liked)
 * and the count together, named "Like" or "Liked" with its pressed state; the count follows the
 * API. A visitor sees the same button and count; tapping it leads to the login page and back.
 */
export function LikeToggle({ id, liked, count }: { id: number; liked: boolean; count: number }) {
  const { t } = useTranslation();
  const countId = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const [state, setState] = useState({ liked, like_count: count });
  const [busy, setBusy] = useState(false);
  const toggle = () => {
    if (!isLoggedIn) {
      const back = `${location.pathname}${location.search}`;
      void navigate(`${PATHS.shell.login}?redirect=${encodeURIComponent(back)}`);
      return;
    }
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
      className={state.liked ? `${styles.button} ${styles.liked}` : styles.button}
      // The name holds the count it shows, so what a person sees is what a voice user says.
      aria-label={`${t(state.liked ? 'content.news.liked' : 'content.news.like')} ${state.like_count}`}
      aria-pressed={state.liked}
      aria-describedby={countId}
      disabled={busy}
      onClick={toggle}
    >
      <span className={styles.content}>
        {state.liked ? (
          <HeartFill className={styles.icon} aria-hidden />
        ) : (
          <HeartOutline className={styles.icon} aria-hidden />
        )}
        <span className={styles.count} aria-hidden>
          {state.like_count}
        </span>
      </span>
      <span id={countId} className="visually-hidden">
        {t('content.news.likes', { count: state.like_count })}
      </span>
    </Button>
  );
}
