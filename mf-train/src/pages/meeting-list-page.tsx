import { Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import {
  AreaPage,
  CardList,
  GridRows,
  ItemList,
  joinMeta,
  PagedView,
  usePagedData,
} from 'shared/standalone';
import { EventCard } from '../components/event-card';
import { useWhenTabs } from '../components/when-tabs';

const PAGE_SIZE = 10;

/** Company meetings: upcoming (soonest first) or past, with my sign-up. */
export default function MeetingListPage() {
  const { t } = useTranslation();
  const { when, tabs } = useWhenTabs();
  const meetings = usePagedData(
    (page, signal) =>
      api.get('/api/meetings', {
        query: { when, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [when],
  );
  return (
    <AreaPage title="page.train.meetingList" about="train.meetingList.about">
      {tabs}
      <PagedView paged={meetings}>
        {(items) => (
          <CardList>
            <GridRows>
              <ItemList items={items}>
                {(m) => (
                  <EventCard
                    to={`${PATHS.train.meetingInfo}?id=${m.id}`}
                    cover={m.cover}
                    title={m.title}
                    startsAt={m.starts_at}
                    status={m.status}
                    place={joinMeta([t(`train.meeting.kind.${m.kind}`), m.location])}
                    lines={[t('train.meeting.attendees', { count: m.attendee_count })]}
                    tags={
                      m.signed_up ? (
                        <Tag color="primary" fill="outline">
                          {t('train.meeting.signedUp')}
                        </Tag>
                      ) : null
                    }
                  />
                )}
              </ItemList>
            </GridRows>
          </CardList>
        )}
      </PagedView>
    </AreaPage>
  );
}
