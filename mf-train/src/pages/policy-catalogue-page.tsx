import { List } from 'shared/ui-kit';
import { FolderOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';
import styles from './list-page.module.css';

/** Company policies by catalogue, each leading to its documents. */
export default function PolicyCataloguePage() {
  const { t } = useTranslation();
  const catalogues = useAsyncData(
    (signal) => api.get('/api/policy-catalogues', { loading: false, toast: false, signal }),
    [],
  );
  return (
    <AreaPage title="page.train.policyCatalogue" about="train.policyCatalogue.about">
      <AsyncView
        state={catalogues}
        onRetry={catalogues.reload}
        isEmpty={(data) => data.list.length === 0}
      >
        {({ list }) => (
          <List className={styles.list}>
            {list.map((c) => (
              <Link
                key={c.id}
                to={`${PATHS.train.policyList}?catalogue_id=${c.id}`}
                className={styles.link}
              >
                <List.Item
                  arrowIcon
                  prefix={
                    <span className={styles.iconBox} aria-hidden>
                      <FolderOutline />
                    </span>
                  }
                  extra={t('train.policy.count', { count: c.policy_count })}
                >
                  {c.name}
                </List.Item>
              </Link>
            ))}
          </List>
        )}
      </AsyncView>
    </AreaPage>
  );
}
