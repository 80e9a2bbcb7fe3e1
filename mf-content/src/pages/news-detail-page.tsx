import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { currentPageUrl } from 'shared/platform';
import { api } from 'shared/request';
import {
  ActionBar,
  AreaPage,
  AsyncView,
  CardList,
  ItemList,
  mediaUrl,
  Section,
  TimeAgo,
  useAsyncData,
  useIdParam,
} from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { RichText } from 'shared/standalone/rich-text';
import { LikeToggle } from '../components/like-toggle';
import { NewsListItem } from '../components/news-list-item';
import { ShareButton } from '../components/share-button';
import styles from './news-detail-page.module.css';

function Article({ id }: { id: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const article = useAsyncData(
    (signal) => api.get('/api/news/{id}', { path: { id }, loading: false, toast: false, signal }),
    [id],
  );
  return (
    <AsyncView state={article} onRetry={article.reload}>
      {(news) => (
        <>
          {/* The headline is the page's content heading; the nav bar holds the page title. */}
          <article className={styles.article} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.headline}>
              {news.title}
            </h2>
            <div className={styles.meta}>
              <span className={styles.category}>{news.category.name}</span>
              {news.author ? <span>{t('content.news.by', { author: news.author })}</span> : null}
              <TimeAgo seconds={news.published_at} />
              <span>{t('content.news.reads', { count: news.read_count })}</span>
            </div>
            <RichText html={news.body_html} size="article" />
          </article>
          {news.related.length > 0 ? (
            <Section title={t('content.news.related')}>
              <CardList flat>
                <ItemList items={news.related}>
                  {(item) => <NewsListItem item={item} withCategory={false} />}
                </ItemList>
              </CardList>
            </Section>
          ) : null}
          <ActionBar>
            <ShareButton
              card={{
                title: news.title,
                desc: news.summary,
                link: currentPageUrl().href.split('#')[0]!,
                imgUrl: mediaUrl(news.cover),
              }}
            />
            <LikeToggle id={news.id} liked={news.liked} count={news.like_count} />
          </ActionBar>
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
        <div className={styles.missing}>
          <EmptyState title={t('content.news.missingId')}>
            <Link to={PATHS.content.newsList}>{t('page.content.newsList')}</Link>
          </EmptyState>
        </div>
      )}
    </AreaPage>
  );
}
