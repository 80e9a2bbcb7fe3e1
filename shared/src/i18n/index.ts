export { en, type MessageKey, type Messages } from './messages-en';
export { zhCN } from './messages-zh-cn';
export {
  createTranslate,
  translateEnglish,
  type PlainMessageKey,
  type Translate,
  type TranslateOptions,
  type TranslationKey,
} from './translate';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  browserLanguage,
  detectLanguage,
  isLanguage,
  readStoredLanguage,
  resolveLanguage,
  storeLanguage,
  type Language,
} from './language';
export { createI18n, I18N_RESOURCES, setLanguage, type I18n } from './create-i18n';
