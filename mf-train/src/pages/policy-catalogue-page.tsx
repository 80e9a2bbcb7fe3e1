import { List } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { api } from 'shared/request';
import { AreaPage, AsyncView, useAsyncData } from 'shared/standalone';

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
          <List>
            {list.map((c) => (
              <Link
                key={c.id}
                to={`${PATHS.train.policyList}?catalogue_id=${c.id}`}
                style={{ color: 'inherit', textDecoration: 'none', display: 'block' }}
              >
                <List.Item arrowIcon extra={t('train.policy.count', { count: c.policy_count })}>
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
