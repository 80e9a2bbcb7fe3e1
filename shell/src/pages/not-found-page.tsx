import { CompassOutline } from 'antd-mobile-icons';
import { StatusBlock } from 'shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { useShellPageMeta } from '../layout/use-shell-page-meta';
import styles from './not-found-page.module.css';

/**
 * A path no page answers (also an unknown page inside a remote's area): what happened and a way
 * back home. "Page not found" is the nav bar's title; the page does not say it again.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  useShellPageMeta('page.notFound');
  return (
    <div className={styles.page}>
      <StatusBlock Picture={CompassOutline} title={t('notFound.description')}>
        <Link to={PATHS.shell.home} className={styles.home}>
          {t('notFound.home')}
        </Link>
      </StatusBlock>
    </div>
  );
}
