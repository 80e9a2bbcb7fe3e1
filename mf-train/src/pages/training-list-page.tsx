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

/** In-person training sessions: upcoming (soonest first) or past, with seats and my seat. */
export default function TrainingListPage() {
  const { t } = useTranslation();
  const { when, tabs } = useWhenTabs();
  const sessions = usePagedData(
    (page, signal) =>
      api.get('/api/training-sessions', {
        query: { when, page, pageSize: PAGE_SIZE },
        loading: false,
        toast: false,
        signal,
      }),
    [when],
  );
  return (
    <AreaPage title="page.train.trainingList" about="train.trainingList.about">
      {tabs}
      <PagedView paged={sessions}>
        {(items) => (
          <CardList>
            <GridRows>
              <ItemList items={items}>
                {(s) => (
                  <EventCard
                    to={`${PATHS.train.trainingInfo}?id=${s.id}`}
                    cover={s.cover}
                    title={s.title}
                    startsAt={s.starts_at}
                    status={s.status}
                    place={s.location}
                    lines={[
                      joinMeta([
                        s.lecturer?.name,
                        t('train.session.seats', { taken: s.enrolled_count, seats: s.seats }),
                      ]),
                    ]}
                    tags={
                      s.enrolled ? (
                        <Tag color="primary" fill="outline">
                          {t('train.session.enrolled')}
                        </Tag>
                      ) : s.enrolled_count >= s.seats && s.status === 'upcoming' ? (
                        <Tag fill="outline">{t('train.session.full')}</Tag>
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
