/** Business constants shared by the server and the web. */
export const Limits = {
  TOKEN_TTL_MS: 7 * 24 * 3600 * 1000,
  REQUEST_TIMEOUT_MS: 600_000,
  ERROR_TOAST_MS: 3000,
  HIDDEN_CONFIG_CLICKS: 5,
  HIDDEN_CONFIG_WINDOW_MS: 3000,
  FILTER_THROTTLE_MS: 500,
  CLICK_DEBOUNCE_MS: 1000,
  /** failed logins allowed per account, and per address, inside the window before refusal */
  LOGIN_MAX_FAILS_PER_ACCOUNT: 5,
  LOGIN_MAX_FAILS_PER_ADDRESS: 20,
  LOGIN_FAIL_WINDOW_MS: 15 * 60 * 1000,
  LOGIN_NAME_MAX: 64,
  PASSWORD_MAX: 128,
  FE_LOG_OTHER_MAX: 16_384,
  /** an anonymous front-end log (sign-in page failures only): its `other` as JSON in characters, its body in bytes */
  FE_LOG_ANON_OTHER_MAX: 2048,
  FE_LOG_ANON_BODY_MAX: 4096,
  /** front-end logs accepted per window: anonymous ones per address; signed-in ones per session and per address */
  FE_LOG_ANON_PER_ADDRESS: 30,
  FE_LOG_PER_SESSION: 120,
  FE_LOG_PER_ADDRESS: 600,
  FE_LOG_WINDOW_MS: 60_000,
  /** an account option list (a picker's page of /v1/account/list) holds at most this many; a keyword finds the rest */
  ACCOUNT_OPTIONS_MAX: 400,
  ACCOUNT_KEYWORD_MAX: 100,
} as const;

/** Languages of the console; zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/**
 * The console's language for a stored `language` value: the spec names the values `zh` and `en`, the console writes
 * `zh-CN` / `en-US`; both, in any case and with `_` or `-`, are understood. Anything else is undefined.
 */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language.toLowerCase().startsWith(`${primary}-`));
}
