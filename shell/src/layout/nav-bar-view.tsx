import { LeftOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NAV_BAR_TITLE_COLOR } from 'shared/constants';
import styles from './nav-bar-view.module.css';

/** Spec 2: the title text is black, whatever the brand. */
const NAV_BAR_VARIABLES = { '--nav-title-colour': NAV_BAR_TITLE_COLOR } as CSSProperties;

type NavBarViewProps = {
  /** The page's title, already in the reader's language (the app name by default). */
  title: string;
};

/**
 * Spec 2: the default navigation bar. It holds the page's only title (h1): pages never write it
 * again. A back arrow only when this session has somewhere to go back to. Our own three-slot
 * header rather than antd-mobile's NavBar: that one always wraps its left slot in an unnamed
 * role="button", which screen readers announce as a nameless control on every page.
 */
export function NavBarView({ title }: NavBarViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first location of a session has the key 'default': there is nothing to go back to.
  const canGoBack = useLocation().key !== 'default';
  return (
    <header className={styles.bar} style={NAV_BAR_VARIABLES}>
      <div className={styles.side}>
        {canGoBack && (
          <button
            type="button"
            aria-label={t('nav.back')}
            className={styles.back}
            onClick={() => void navigate(-1)}
          >
            <LeftOutline aria-hidden />
          </button>
        )}
      </div>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.side} />
    </header>
  );
}
