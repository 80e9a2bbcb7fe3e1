import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared/ui';

/** A detail page opened without the `?id=` of what to show. */
export function MissingId() {
  const { t } = useTranslation();
  return <EmptyState title={t('user.common.missingId')} />;
}
