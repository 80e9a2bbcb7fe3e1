import { Button } from 'shared/ui-kit';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { useSessionStore } from 'shared/session';
import {
  AreaPage,
  AsyncView,
  mediaUrl,
  TimeAgo,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { NewsListItem } from '../components/news-list-item';
import { ShareButton } from '../components/share-button';
import { sanitizeArticleHtml } from '../components/sanitize-html';

const articleStyle: CSSProperties = { background: '#ffffff', padding: '16px', margin: '0 0 12px' };
const metaStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  fontSize: 12,
  color: '#999999',
  margin: '8px 0 16px',
};
// Rich text from the editor: images and tables must fit the 375 px design width.
const BODY_CSS =
  '.news-body img{max-width:100%;height:auto}.news-body{font-size:15px;line-height:1.7;color:#333;overflow-wrap:anywhere}.news-body table{max-width:100%;display:block;overflow-x:auto}';

function LikeButton({ id, liked, count }: { id: number; liked: boolean; count: number }) {
  const { t } = useTranslation();
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
      size="small"
      fill="outline"
      color={state.liked ? 'primary' : 'default'}
      aria-pressed={state.liked}
      loading={busy}
      onClick={toggle}
    >
      <span aria-hidden>{state.liked ? '♥' : '♡'}</span>{' '}
      {t(state.liked ? 'content.news.unlike' : 'content.news.like')} ·{' '}
      {t('content.news.likes', { count: state.like_count })}
    </Button>
  );
}

function Article({ id }: { id: number }) {
  const { t } = useTranslation();
  const isLoggedIn = useSessionStore((state) => state.isLoggedIn);
  const article = useAsyncData(
    (signal) => api.get('/api/news/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={article} onRetry={article.reload}>
      {(news) => (
        <>
          <article style={articleStyle}>
            <h2 style={{ margin: 0, fontSize: 20, lineHeight: 1.4 }}>{news.title}</h2>
            <div style={metaStyle}>
              <span>{news.category.name}</span>
              {news.author ? <span>{t('content.news.by', { author: news.author })}</span> : null}
              <TimeAgo seconds={news.published_at} />
              <span>{t('content.news.reads', { count: news.read_count })}</span>
              {isLoggedIn ? null : (
                <span>{t('content.news.likes', { count: news.like_count })}</span>
              )}
            </div>
            <div style={{ display: 'flex', gap: 8, margin: '0 0 12px' }}>
              {isLoggedIn ? (
                <LikeButton id={news.id} liked={news.liked} count={news.like_count} />
              ) : null}
              <ShareButton
                card={{
                  title: news.title,
                  desc: news.summary,
                  link: window.location.href.split('#')[0]!,
                  imgUrl: mediaUrl(news.cover),
                }}
              />
            </div>
            <style>{BODY_CSS}</style>
            <div
              className="news-body"
              // Sanitised by DOMPurify just above the render: no scripts, handlers or frames.
              dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(news.body_html) }}
            />
          </article>
          {news.related.length > 0 ? (
            <section aria-labelledby="news-related">
              <h3 id="news-related" style={{ fontSize: 16, margin: '0 16px 8px' }}>
                {t('content.news.related')}
              </h3>
              {news.related.map((item) => (
                <NewsListItem key={item.id} item={item} />
              ))}
            </section>
          ) : null}
        </>
      )}
    </AsyncView>
  );
}

/** Public: one article (`?id=`), its HTML sanitised, with related news of its category. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const id = useIdParam();
  return (
    <AreaPage title="page.content.newsDetail">
      {id !== undefined ? (
        <Article key={id} id={id} />
      ) : (
        <EmptyState description={t('content.news.missingId')}>
          <Link to={PATHS.content.newsList}>{t('page.content.newsList')}</Link>
        </EmptyState>
      )}
    </AreaPage>
  );
}
