import { Image, List, Tabs, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, PagedView, mediaUrl, usePagedData } from 'shared/standalone';
import { formatDateTime } from '../components/format';

const STATE_COLORS = { upcoming: 'primary', ongoing: 'success', ended: 'default' } as const;

/** My in-person trainings: upcoming ones first, or those that have ended. */
export default function UserTrainPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const when = params.get('when') === 'ended' ? 'ended' : 'upcoming';
  const trainings = usePagedData(
    (page, signal) =>
      api.get('/api/user/trainings', {
        query: { when, page, pageSize: 20 },
        loading: false,
        toast: false,
        signal,
      }),
    [when],
  );
  return (
    <AreaPage title="page.user.train" about="user.train.about">
      <Tabs activeKey={when} onChange={(key) => setParams({ when: key }, { replace: true })}>
        <Tabs.Tab key="upcoming" title={t('user.train.upcoming')} />
        <Tabs.Tab key="ended" title={t('user.train.ended')} />
      </Tabs>
      <PagedView paged={trainings}>
        {(items) => (
          <List>
            {items.map((session) => (
              <Link
                key={session.id}
                to={`${PATHS.train.trainingInfo}?id=${session.id}`}
                style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
              >
                <List.Item
                  prefix={
                    <Image
                      src={mediaUrl(session.cover)}
                      width={88}
                      height={56}
                      fit="cover"
                      style={{ borderRadius: 4 }}
                      alt=""
                    />
                  }
                  description={
                    <>
                      <div>
                        {formatDateTime(session.starts_at)} · {session.location}
                      </div>
                      {session.lecturer ? (
                        <div>{t('user.train.lecturer', { name: session.lecturer })}</div>
                      ) : null}
                    </>
                  }
                  extra={
                    <Tag color={STATE_COLORS[session.state]} fill="outline">
                      {t(`user.train.state.${session.state}`)}
                    </Tag>
                  }
                >
                  {session.title}
                </List.Item>
              </Link>
            ))}
          </List>
        )}
      </PagedView>
    </AreaPage>
  );
}
