import { createInstance, type BackendModule, type i18n as I18n } from 'i18next';
import {
  hasTextParts,
  loadMessages,
  loadTextParts,
  loadedResources,
  onTextsLoaded,
} from './catalogues';
import {
  SUPPORTED_LANGUAGES,
  detectLanguage,
  isLanguage,
  resolveLanguage,
  storeLanguage,
} from './language';

export type { I18n };

/** Lets i18next fetch a catalogue it does not have yet (the whole of it), e.g. on a language switch. */
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

/** A text asked for while its language's catalogue is only partly loaded: it shows its key. */
function reportEarlyText(languages: readonly string[], key: string): void {
  const language = languages[0];
  if (isLanguage(language) && !hasTextParts(language)) {
    console.warn(`Text "${key}" (${language}) was shown before its part of the catalogue loaded`);
  }
}

/**
 * An i18next instance. Without `lang` it takes the stored choice, else the browser's language.
 * It is ready at once for a language whose catalogue is loaded, whole or in part (start-up
 * awaits the part its first page needs: `loadTextParts`); any other is fetched when asked for.
 * Parts that arrive later are added, and components re-render with them. A later
 * `changeLanguage` (from here or react-i18next) is persisted.
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
    // A later part of the catalogue re-renders the components that use the instance.
    react: { bindI18nStore: 'added' },
    // Reported, not stored: a text asked for before its part arrived (the part lists drifted).
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => reportEarlyText(languages, key),
  });
  onTextsLoaded((language, texts) =>
    instance.addResourceBundle(language, 'translation', texts, true, true),
  );
  // Registered after init, so the initial (browser-derived) language is not stored as a choice.
  instance.on('languageChanged', (language: string) => {
    const chosen = resolveLanguage(language);
    storeLanguage(chosen);
    // A language first shown in part (home's start texts) is completed on a switch back to it.
    loadTextParts(chosen).catch((error: unknown) => console.error('Texts failed to load', error));
  });
  return instance;
}

/** Switch language; the choice is persisted by the listener createI18n installed. */
export async function setLanguage(instance: I18n, lang: string): Promise<void> {
  await instance.changeLanguage(resolveLanguage(lang));
}
