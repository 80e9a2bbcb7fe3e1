export type { MessageKey, Messages } from './messages-en';
export {
  hasTextParts,
  loadMessages,
  loadTextParts,
  onTextsLoaded,
  registerMessages,
} from './catalogues';
export { TEXT_PARTS, type TextPart, type Texts } from './text-parts';
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
export { createI18n, setLanguage, type I18n } from './create-i18n';
