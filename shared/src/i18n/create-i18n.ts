import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import { loadMessages, loadedResources } from './catalogues';
import {
  SUPPORTED_LANGUAGES,
  detectLanguage,
  isLanguage,
  resolveLanguage,
  storeLanguage,
} from './language';

export type { I18n };

/** Lets i18next fetch a catalogue it does not have yet, e.g. on a language switch. */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isLanguage(language)) return callback(new Error(`No texts for ${language}`), false);
    loadMessages(language).then(
      (messages) => callback(null, messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * An i18next instance. Without `lang` it takes the stored choice, else the browser's language.
 * It is ready at once for a language whose catalogue is loaded (`loadMessages`, which start-up
 * awaits); any other is fetched when asked for. A later `changeLanguage` (from here or
 * react-i18next) is persisted.
 */
export function createI18n(lang?: string): I18n {
  const instance = createInstance().use(catalogueBackend);
  void instance.init({
    resources: loadedResources(),
    // The loaded catalogues are used as they are; the backend fetches the missing ones.
    partialBundledLanguages: true,
    lng: lang === undefined ? detectLanguage() : resolveLanguage(lang),
    // Every catalogue has every key (the compiler checks), so nothing needs a fallback language,
    // and a Chinese reader never downloads the English texts.
    fallbackLng: false,
    supportedLngs: SUPPORTED_LANGUAGES,
    load: 'currentOnly',
    // Keys are flat strings like 'tab.home'; dots and colons are not paths or namespaces.
    keySeparator: false,
    nsSeparator: false,
    // With the language's catalogue loaded, init finishes before the first render.
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
