import { SpinLoading } from 'shared/ui-kit-core';
import { useTranslation } from 'react-i18next';
import styles from './views.module.css';

/** The page-area loading view: a spinner and "Loading…", announced to screen readers. */
export function LoadingView() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <SpinLoading color="primary" aria-hidden />
      <span>{t('page.loading')}</span>
    </div>
  );
}
