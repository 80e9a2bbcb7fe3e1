import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, WidgetFrame, useAsyncData } from 'shared/standalone';
import { NewsListItem } from '../../components/news-list-item';
import { RowList } from '../../components/row-list';

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
        <RowList items={list} card={false}>
          {(item) => <NewsListItem item={item} />}
        </RowList>
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
