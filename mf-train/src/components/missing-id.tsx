import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { EmptyState } from 'shared/ui';

/** A page opened without the record it shows (`?id=` missing or not a number). */
export function MissingId() {
  const { t } = useTranslation();
  return (
    <EmptyState description={t('train.missingId')}>
      <Link to={PATHS.train.courseIndex}>{t('page.train.courseIndex')}</Link>
    </EmptyState>
  );
}
