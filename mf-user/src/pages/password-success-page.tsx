import { Button, Result } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';

/** Done: the password has changed; back to settings or to mine. */
export default function PasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AreaPage title="page.user.passwordSuccess">
      <Result
        status="success"
        title={t('user.password.changed')}
        description={t('user.passwordSuccess.about')}
      />
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Link to={PATHS.user.settings}>
          <Button block color="primary">
            {t('page.user.settings')}
          </Button>
        </Link>
        <Link to={PATHS.user.index}>
          <Button block>{t('page.user.index')}</Button>
        </Link>
      </div>
    </AreaPage>
  );
}
