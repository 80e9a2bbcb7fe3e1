import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from 'shared/paths';
import { BrandMark } from '../../brand/brand-mark';
import { useAppName } from '../../brand/use-app-name';
import styles from './home-header.module.css';

/** The brand (logo and app name) and the search entry: the home page has no nav bar (spec 2). */
export function HomeHeader() {
  const { t } = useTranslation();
  const appName = useAppName();
  return (
    <header className={styles.header}>
      <div className={styles.brand}>
        <BrandMark size="m" />
        <h1 className={styles.title}>{appName}</h1>
      </div>
      <Link to={PATHS.content.search} className={styles.search}>
        <SearchOutline aria-hidden className={styles.searchIcon} />
        <span className={styles.searchText}>{t('home.search')}</span>
      </Link>
    </header>
  );
}
