import { ConfigProvider } from 'shared/ui-kit-core';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { resolveLanguage, type I18n } from 'shared/i18n';
import { appI18n } from './app-i18n';
import './theme';

const ANTD_LOCALES = { en: enUS, 'zh-CN': zhCN } as const;

function ThemedConfig({ children }: { children: ReactNode }) {
  // Re-renders on a language switch, so antd-mobile's own texts follow.
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={ANTD_LOCALES[resolveLanguage(i18n.language)]}>
      {children}
    </ConfigProvider>
  );
}

export type SharedProvidersProps = {
  children: ReactNode;
  /** Defaults to the app's one instance (appI18n); tests may pass a fixed-language one. */
  i18n?: I18n;
};

/** The one wrapper the shell, a standalone remote and the tests render: i18n and locale (the theme is tokens.css). */
export function SharedProviders({ children, i18n }: SharedProvidersProps) {
  return (
    <I18nextProvider i18n={i18n ?? appI18n()}>
      <ThemedConfig>{children}</ThemedConfig>
    </I18nextProvider>
  );
}
