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
import { LAYOUT_MAX_WIDTH, TAB_BAR_STYLE } from 'shared/constants';
import { TAB_ROUTES, type TabIndex } from 'shared/paths';

type IconProps = { style?: CSSProperties; 'aria-hidden'?: boolean };

const TAB_ICONS: Record<TabIndex, ComponentType<IconProps>> = {
  0: AppOutline,
  1: FileOutline,
  2: ContentOutline,
  3: MessageOutline,
  4: UserOutline,
};

/** The height the page area keeps free at the bottom so the tab bar never covers content. */
export const TAB_BAR_SPACE = `calc(${TAB_BAR_STYLE.heightPx}px + env(safe-area-inset-bottom))`;

const barStyle: CSSProperties = {
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: '100%',
  maxWidth: LAYOUT_MAX_WIDTH,
  boxSizing: 'content-box',
  height: TAB_BAR_STYLE.heightPx,
  paddingBottom: 'env(safe-area-inset-bottom)',
  display: 'flex',
  background: TAB_BAR_STYLE.backgroundColor,
  borderTop: '1px solid #eeeeee',
  zIndex: 20,
};

const iconStyle: CSSProperties = {
  width: TAB_BAR_STYLE.iconWidthPx,
  height: TAB_BAR_STYLE.iconWidthPx,
  fontSize: TAB_BAR_STYLE.iconWidthPx,
};

function tabStyle(selected: boolean): CSSProperties {
  return {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 2,
    fontSize: TAB_BAR_STYLE.fontSizePx,
    lineHeight: 1.2,
    color: selected ? TAB_BAR_STYLE.selectedColor : TAB_BAR_STYLE.color,
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
  };
}

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
    <nav aria-label={t('tab.bar')} style={barStyle}>
      {TAB_ROUTES.map((tab) => {
        const Icon = TAB_ICONS[tab.index];
        const isSelected = tab.index === selected;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            aria-current={isSelected ? 'page' : undefined}
            style={tabStyle(isSelected)}
          >
            <Icon aria-hidden style={iconStyle} />
            <span>{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
