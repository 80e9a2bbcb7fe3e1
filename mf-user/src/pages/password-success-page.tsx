import { Button, Result } from 'shared/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from 'shared/paths';
import { AreaPage } from 'shared/standalone';
import { Panel } from '../components/panel';
import styles from './password-pages.module.css';

/**
 * Done: the password has changed (the nav bar says so); what to do with it, and the way back to
 * settings or to mine.
 */
export default function PasswordSuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AreaPage title="page.user.passwordSuccess">
      <Panel padded={false}>
        <Result status="success" title={t('user.passwordSuccess.about')} />
      </Panel>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void navigate(PATHS.user.settings, { replace: true })}
        >
          {t('page.user.settings')}
        </Button>
        <Button
          block
          fill="outline"
          size="large"
          onClick={() => void navigate(PATHS.user.index, { replace: true })}
        >
          {t('page.user.index')}
        </Button>
      </div>
    </AreaPage>
  );
}
