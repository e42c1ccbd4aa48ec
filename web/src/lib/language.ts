import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '@adconsole/contract';
import type { Locale } from 'antd/es/locale';
import { browser } from './browser';
import { LocalKey, readLocal, writeLocal } from './storage';

// Set once by the app's i18n setup; the kit reads it without depending on the app that loads the bundles.
let antdLocale: Locale | undefined;

/** The antd locale of the active language (undefined before setup, which antd reads as its English default). */
export function getAntdLocale(): Locale | undefined {
  return antdLocale;
}

/** Records the antd locale that came with the active language's bundle. */
export function setAntdLocale(locale: Locale): void {
  antdLocale = locale;
}

/** The interface language: the stored setting (`zh`, `en`, `zh-CN`, `en-US`) when it names one, else zh-CN. */
export function currentLanguage(): Language {
  return parseLanguage(readLocal(LocalKey.language)) ?? DEFAULT_LANGUAGE;
}

/** Stores the new language and reloads, as the spec asks (every text, antd and dayjs then follow). */
export function switchLanguage(language: Language): void {
  if (language === currentLanguage()) return;
  writeLocal(LocalKey.language, language);
  browser.reload();
}
