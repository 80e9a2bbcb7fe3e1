import {
  createI18n,
  detectLanguage,
  loadTextParts,
  resolveLanguage,
  type I18n,
  type TextPart,
  type Translate,
} from 'shared/i18n';
import { currentServerRender } from 'shared/server-render';

let instance: I18n | undefined;

/**
 * The app's one i18next instance: SharedProviders renders with it and toasts raised outside
 * React (the request client's) are translated with it, so both follow one language switch. On
 * the shell's server, the one of the render under way.
 */
export function appI18n(): I18n {
  // On the shell's server: the instance of the language the page is rendered in.
  const rendered = currentServerRender();
  if (rendered) return rendered.i18n;
  instance ??= createI18n();
  return instance;
}

/** Use this instance app-wide instead (the shell's, or a test's fixed language). */
export function setAppI18n(next: I18n): void {
  instance = next;
}

export function translatorOf(i18n: I18n): Translate {
  return (key, options) => i18n.t(key, options);
}

/**
 * Fetches the catalogue of the language the app shows (the one it will show before it starts),
 * so the first render has its texts: the whole of it, or only the given parts (home needs only
 * the start part). A failure is logged, not fatal: i18next fetches it again when a text is asked
 * for.
 */
export async function loadAppTexts(parts?: readonly TextPart[]): Promise<void> {
  const language = instance ? resolveLanguage(instance.language) : detectLanguage();
  await loadTextParts(language, parts).then(
    () => undefined,
    (error: unknown) => console.error('The texts failed to load', error),
  );
}
