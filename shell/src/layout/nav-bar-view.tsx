import { NavBar } from 'shared/ui-kit-core';
import { LeftOutline } from 'antd-mobile-icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { NAV_BAR_TITLE_COLOR } from 'shared/constants';
import type { PlainMessageKey } from 'shared/i18n';

export const NAV_BAR_HEIGHT_PX = 45;

const barStyle: CSSProperties = {
  position: 'sticky',
  top: 0,
  zIndex: 10,
  height: NAV_BAR_HEIGHT_PX,
  background: '#ffffff',
  color: NAV_BAR_TITLE_COLOR,
  borderBottom: '1px solid #eeeeee',
};

const backButtonStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  padding: 0,
  border: 0,
  background: 'none',
  color: NAV_BAR_TITLE_COLOR,
  fontSize: 20,
  cursor: 'pointer',
};

type NavBarViewProps = {
  /** Undefined: the app name. */
  title: PlainMessageKey | undefined;
};

/** Spec 2: the default navigation bar, black title (the app name unless the page names one). */
export function NavBarView({ title }: NavBarViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first location of a session has the key 'default': there is nothing to go back to.
  const canGoBack = useLocation().key !== 'default';
  const back = canGoBack ? (
    <button
      type="button"
      aria-label={t('nav.back')}
      style={backButtonStyle}
      onClick={() => void navigate(-1)}
    >
      <LeftOutline aria-hidden />
    </button>
  ) : null;
  return (
    <header>
      <NavBar back={null} left={back} style={barStyle}>
        <h1 style={{ margin: 0, fontSize: 17, fontWeight: 500, color: NAV_BAR_TITLE_COLOR }}>
          {t(title ?? 'app.name')}
        </h1>
      </NavBar>
    </header>
  );
}
