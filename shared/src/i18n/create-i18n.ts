import { createInstance, type i18n as I18n } from 'i18next';
import { en } from './messages-en';
import { zhCN } from './messages-zh-cn';
import { SUPPORTED_LANGUAGES, detectLanguage, resolveLanguage, storeLanguage } from './language';

export type { I18n };

export const I18N_RESOURCES = {
  en: { translation: en },
  'zh-CN': { translation: zhCN },
} as const;

/**
 * A ready, synchronous i18next instance. Without `lang` it takes the stored choice, else the
 * browser's language. Any later `changeLanguage` (from here or react-i18next) is persisted.
 */
export function createI18n(lang?: string): I18n {
  const instance = createInstance();
  void instance.init({
    resources: I18N_RESOURCES,
    lng: lang === undefined ? detectLanguage() : resolveLanguage(lang),
    fallbackLng: 'en',
    supportedLngs: SUPPORTED_LANGUAGES,
    // Keys are flat strings like 'tab.home'; dots and colons are not paths or namespaces.
    keySeparator: false,
    nsSeparator: false,
    // Resources are bundled, so init can finish before the first render.
    initAsync: false,
    // React (and the toast) escape text themselves; i18next escaping would double it.
    interpolation: { escapeValue: false },
  });
  // Registered after init, so the initial (browser-derived) language is not stored as a choice.
  instance.on('languageChanged', (language: string) => storeLanguage(resolveLanguage(language)));
  return instance;
}

/** Switch language; the choice is persisted by the listener createI18n installed. */
export async function setLanguage(instance: I18n, lang: string): Promise<void> {
  await instance.changeLanguage(resolveLanguage(lang));
}
