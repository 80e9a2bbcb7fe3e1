import { Tag } from 'shared/ui-kit';
import { ShopbagOutline } from 'antd-mobile-icons';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from 'shared/paths';
import type { ContractData } from 'shared/request';
import { Section } from 'shared/standalone';
import { EmptyState } from 'shared/ui';
import { CardList } from './card-list';
import { LinkItem } from './link-item';
import { StatRow } from './stat-row';
import styles from './area-overview.module.css';
import { RowIcon } from './row-icon';

export type Areas = ContractData<'get', '/api/team/areas'>['list'];

/** Area → shops → staff counts; a shop opens the address book of that shop. */
export function AreaOverview({ areas }: { areas: Areas }) {
  const { t } = useTranslation();
  if (areas.length === 0) return <EmptyState />;
  return (
    <>
      {areas.map((area) => (
        <Fragment key={area.id}>
          {/* The area's name heads its figures, then its shops. */}
          <Section title={area.name}>
            <div className={styles.figures}>
              <StatRow
                stats={[
                  { value: area.shops.length, label: t('user.teamList.shops') },
                  { value: area.staff_count, label: t('user.teamList.staff') },
                  {
                    value: area.pending_count,
                    label: t('user.teamList.pending'),
                    accent: area.pending_count > 0,
                    // The figure to act on opens the requests it counts.
                    to: `${PATHS.user.teamList}?tab=pending`,
                  },
                ]}
              />
            </div>
          </Section>
          <Section title={t('user.teamList.shops')}>
            <CardList>
              {area.shops.map((shop) => (
                <LinkItem
                  key={shop.id}
                  className={styles.shop}
                  to={`${PATHS.user.teamPeople}?shop_id=${shop.id}`}
                  prefix={
                    <RowIcon>
                      <ShopbagOutline />
                    </RowIcon>
                  }
                  description={
                    <>
                      <div className={styles.line}>{shop.team.name}</div>
                      <div className={styles.line}>{shop.address}</div>
                    </>
                  }
                  extra={
                    <span className={styles.counts}>
                      <span>{t('user.teamList.staffCount', { count: shop.staff_count })}</span>
                      {shop.pending_count > 0 ? (
                        <Tag color="warning" fill="outline">
                          {t('user.teamList.pendingCount', { count: shop.pending_count })}
                        </Tag>
                      ) : null}
                    </span>
                  }
                >
                  {shop.name}
                </LinkItem>
              ))}
            </CardList>
          </Section>
        </Fragment>
      ))}
    </>
  );
}
