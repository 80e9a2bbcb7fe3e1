// antd-mobile's global styles (CSS variables, base rules); its barrel would import them, but the
// apps' bundler treats that barrel as side-effect free so unused components are left out.
import 'antd-mobile/es/global';
import type { CSSProperties } from 'react';
import { THEME_COLOR } from 'shared/constants';

/** antd-mobile 5 reads its colours from CSS variables; spec 9: the theme is orange. */
export const THEME_VARIABLES = { '--adm-color-primary': THEME_COLOR } as const;

// `display: contents` keeps the wrapper out of the layout while its variables still inherit.
export const THEME_WRAPPER_STYLE = { ...THEME_VARIABLES, display: 'contents' } as CSSProperties;

/** Toasts and masks are drawn outside any wrapper, under <body>: set the theme on the root too. */
export function applyThemeToDocument(): void {
  if (typeof document === 'undefined') return;
  for (const [name, value] of Object.entries(THEME_VARIABLES)) {
    document.documentElement.style.setProperty(name, value);
  }
}
