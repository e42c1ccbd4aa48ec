import type { Language } from '@adconsole/contract';
import type { Locale } from 'antd/es/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, setAntdLocale } from '../lib/language';

/** One language's messages plus the antd locale that follows it. */
export interface LocaleBundle {
  messages: Record<string, string>;
  antd: Locale;
}

// Each language is its own chunk, so a page only downloads the language it shows.
const loaders: Record<Language, () => Promise<{ default: LocaleBundle }>> = {
  'zh-CN': () => import('../locales/zh-CN/bundle'),
  'en-US': () => import('../locales/en-US/bundle'),
};

// The console pages' texts, a second chunk per language: the sign-in page does not pay for them (bundle budget).
const consoleLoaders: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  'zh-CN': () => import('../locales/zh-CN/console'),
  'en-US': () => import('../locales/en-US/console'),
};
let consoleLoaded: Promise<void> | null = null;

/** Adds the console pages' texts of the active language (once); every page but sign-in and 404 awaits it. */
export function loadConsoleMessages(): Promise<void> {
  consoleLoaded ??= consoleLoaders[currentLanguage()]()
    .then(({ default: messages }) => {
      i18next.addResourceBundle(i18next.language, 'translation', messages, true, false);
    })
    .catch((error: unknown) => {
      consoleLoaded = null; // a failed chunk load is retried by the next navigation
      throw error;
    });
  return consoleLoaded;
}

/** Initialises i18next with flat dotted keys (`menu.material.image` is one key, not a path). */
export function initI18n(language: Language, messages: Record<string, string>): typeof i18next {
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  return i18next;
}

/** Loads the stored language's bundle and initialises i18next; antd and dayjs pick the language up when they load. */
export async function setupI18n(): Promise<Language> {
  const language = currentLanguage();
  const bundle = (await loaders[language]()).default;
  initI18n(language, bundle.messages);
  setAntdLocale(bundle.antd);
  document.documentElement.lang = language;
  return language;
}
