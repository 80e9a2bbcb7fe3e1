import { Button, Result } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';
import { Panel } from '../components/panel';
import styles from './password-pages.module.css';

/** Done: the password has changed; back to settings or to mine. */
export default function PasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AreaPage title="page.user.passwordSuccess">
      <Panel padded={false}>
        <Result
          status="success"
          title={t('user.password.changed')}
          description={t('user.passwordSuccess.about')}
        />
      </Panel>
      <div className={styles.actions}>
        <Link to={PATHS.user.settings}>
          <Button block color="primary" shape="rounded" size="large">
            {t('page.user.settings')}
          </Button>
        </Link>
        <Link to={PATHS.user.index}>
          <Button block shape="rounded" size="large">
            {t('page.user.index')}
          </Button>
        </Link>
      </div>
    </AreaPage>
  );
}
