import { api, type ContractInit } from 'shared/request';
import { ItemList, PagedView, usePagedData } from 'shared/standalone';
import { ActivityCard } from './activity-card';
import { Refreshable } from './refreshable';

export type ActivityFilter = Omit<
  NonNullable<ContractInit<'get', '/api/clockin/activities'>['query']>,
  'page' | 'pageSize'
>;

/** The clock-in activities for a filter: ongoing, then upcoming, then ended, paged. */
export function ActivityList({ filter }: { filter: ActivityFilter }) {
  const activities = usePagedData(
    (page, signal) =>
      api.get('/api/clockin/activities', {
        query: { ...filter, page, pageSize: 10 },
        loading: false,
        toast: false,
        signal,
      }),
    [JSON.stringify(filter)],
  );
  return (
    <Refreshable onRefresh={activities.reload}>
      <PagedView paged={activities}>
        {(items) => (
          <ItemList items={items}>{(activity) => <ActivityCard activity={activity} />}</ItemList>
        )}
      </PagedView>
    </Refreshable>
  );
}
