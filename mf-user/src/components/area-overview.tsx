import { List, Tag } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AsyncView, useAsyncData } from 'shared/standalone';
import { cardStyle, mutedStyle } from './card-style';

/** Area → shops → staff counts; a shop opens the address book of that shop. */
export function AreaOverview({ version }: { version: number }) {
  const { t } = useTranslation();
  const overview = useAsyncData(
    (signal) => api.get('/api/team/areas', { loading: false, toast: false, signal }),
    [version],
  );
  return (
    <AsyncView state={overview} onRetry={overview.reload} isEmpty={(d) => d.list.length === 0}>
      {({ list }) => (
        <>
          {list.map((area) => (
            <section key={area.id} aria-label={area.name}>
              <div style={{ ...cardStyle, display: 'flex', justifyContent: 'space-around' }}>
                <div style={{ textAlign: 'center' }}>
                  <strong style={{ fontSize: 18 }}>{area.shops.length}</strong>
                  <div style={mutedStyle}>{t('user.teamList.shops')}</div>
                </div>
                <div style={{ textAlign: 'center' }}>
                  <strong style={{ fontSize: 18 }}>{area.staff_count}</strong>
                  <div style={mutedStyle}>{t('user.teamList.staff')}</div>
                </div>
                <div style={{ textAlign: 'center' }}>
                  <strong style={{ fontSize: 18, color: '#ff801a' }}>{area.pending_count}</strong>
                  <div style={mutedStyle}>{t('user.teamList.pending')}</div>
                </div>
              </div>
              <List header={area.name}>
                {area.shops.map((shop) => (
                  <Link
                    key={shop.id}
                    to={`${PATHS.user.teamPeople}?shop_id=${shop.id}`}
                    style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
                  >
                    <List.Item
                      arrowIcon
                      description={`${shop.team.name} · ${shop.address}`}
                      extra={
                        <span>
                          {t('user.teamList.staffCount', { count: shop.staff_count })}
                          {shop.pending_count > 0 ? (
                            <Tag color="warning" fill="outline" style={{ marginLeft: 6 }}>
                              {t('user.teamList.pendingCount', { count: shop.pending_count })}
                            </Tag>
                          ) : null}
                        </span>
                      }
                    >
                      {shop.name}
                    </List.Item>
                  </Link>
                ))}
              </List>
            </section>
          ))}
        </>
      )}
    </AsyncView>
  );
}
