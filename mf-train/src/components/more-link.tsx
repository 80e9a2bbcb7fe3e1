import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './more-link.module.css';

/** "More ›" at a Section's end, leading to the page that lists everything. */
export function MoreLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className={styles.more}>
      {t('area.more')}
      <RightOutline aria-hidden />
    </Link>
  );
}
