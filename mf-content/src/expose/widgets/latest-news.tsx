import { PATHS } from 'shared/paths';
import { HOME_REQUESTS, api } from 'shared/request';
import { AsyncView, CardList, ItemList, WidgetFrame, useAsyncData } from 'shared/standalone';
import { NewsListItem } from '../../components/news-list-item';

function LatestNewsList() {
  const news = useAsyncData(
    (signal) =>
      // The same call the shell's page starts early on home (shared/request HOME_REQUESTS).
      api.get(HOME_REQUESTS.latestNews.path, {
        query: HOME_REQUESTS.latestNews.query,
        loading: false,
        toast: false,
        signal,
      }),
    [],
  );
  return (
    <AsyncView
      state={news}
      onRetry={news.reload}
      isEmpty={(data) => data.list.length === 0}
      compact
    >
      {({ list }) => (
        <CardList flat>
          <ItemList items={list}>{(item) => <NewsListItem item={item} />}</ItemList>
        </CardList>
      )}
    </AsyncView>
  );
}

/** Home widget, public: the five newest news items and a link to the news tab. */
export default function LatestNewsWidget() {
  return (
    <WidgetFrame title="content.widget.latestNews" moreTo={PATHS.content.newsList}>
      <LatestNewsList />
    </WidgetFrame>
  );
}
