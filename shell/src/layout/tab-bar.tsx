import {
  AppOutline,
  ContentOutline,
  FileOutline,
  MessageOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TAB_BAR_STYLE } from 'shared/constants';
import { TAB_ROUTES, type TabIndex } from 'shared/paths';
import styles from './tab-bar.module.css';

type IconProps = { className?: string; 'aria-hidden'?: boolean };

const TAB_ICONS: Record<TabIndex, ComponentType<IconProps>> = {
  0: AppOutline,
  1: FileOutline,
  2: ContentOutline,
  3: MessageOutline,
  4: UserOutline,
};

/**
 * Spec 2's tab bar values (shared/constants), for its stylesheet: height 50 px, icons 24 px,
 * labels 10 px, white, unselected grey. The selected colour is the brand's (--color-primary).
 */
export const TAB_BAR_VARIABLES = {
  '--tab-bar-height': `${TAB_BAR_STYLE.heightPx}px`,
  '--tab-bar-icon-size': `${TAB_BAR_STYLE.iconWidthPx}px`,
  '--tab-bar-font-size': `${TAB_BAR_STYLE.fontSizePx}px`,
  '--tab-bar-colour': TAB_BAR_STYLE.color,
  '--tab-bar-background': TAB_BAR_STYLE.backgroundColor,
} as CSSProperties;

type TabBarProps = {
  /** The tab of the page on screen (tab 0 on both `/` and `/pages/index/index`). */
  selected: TabIndex;
};

/**
 * Spec 2: the five bottom tabs, in order. Each is a real link; the selected one is computed
 * from the path (not NavLink's own match), because home owns two paths.
 */
export function TabBar({ selected }: TabBarProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('tab.bar')} className={styles.bar} style={TAB_BAR_VARIABLES}>
      {TAB_ROUTES.map((tab) => {
        const Icon = TAB_ICONS[tab.index];
        const isSelected = tab.index === selected;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            aria-current={isSelected ? 'page' : undefined}
            className={isSelected ? `${styles.tab} ${styles.selected}` : styles.tab}
          >
            <Icon aria-hidden className={styles.icon} />
            <span className={styles.label}>{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
