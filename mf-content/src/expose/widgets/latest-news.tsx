import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, CardList, ItemList, WidgetFrame, useAsyncData } from 'shared/standalone';
import { NewsListItem } from '../../components/news-list-item';

const COUNT = 5;

function LatestNewsList() {
  const news = useAsyncData(
    (signal) =>
      api.get('/api/news', {
        query: { page: 1, pageSize: COUNT },
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
