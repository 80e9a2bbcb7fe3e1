import { Button } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { Notice } from './notice';

/** A page opened without the record it shows (`?id=` missing or not a number). */
export function MissingId() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Notice title={t('train.missingId')}>
      <Button color="primary" onClick={() => navigate(PATHS.train.courseIndex)}>
        {t('page.train.courseIndex')}
      </Button>
    </Notice>
  );
}
