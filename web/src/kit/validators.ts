// Validators of the filter and ad text rules. The link, package-name and version
// rules are the contract's (`isHttpUrl`, `PKG_NAME_PATTERN`, `APP_VERSION_PATTERN` and their limits), so what the
// /test checker calls valid is what the forms and the server accept.
import { APP_VERSION_PATTERN, AppLimits, isHttpUrl, PKG_NAME_PATTERN } from '@adconsole/contract';

// An ftp address with a host: the /test checker accepts it beside web links (spec), no form takes one.
function isFtpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'ftp:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** True for an http or https link as the contract takes it (surrounding spaces trimmed), or an ftp address. */
export function isValidUrl(text: string): boolean {
  const value = text.trim();
  return value !== '' && (isHttpUrl(value) || isFtpUrl(value));
}

/** True for a link that leaves the console: http(s), mailto and tel (the navigation leaves these alone). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path.trim());
}

/** How the URL checker reads a text: a valid web address, another external link (mailto, tel), or neither. */
export type UrlVerdict = 'valid' | 'external' | 'invalid' | 'empty';

/** Classifies a URL the way the /test page and ad forms explain it. */
export function classifyUrl(text: string): UrlVerdict {
  if (text.trim() === '') return 'empty';
  if (isValidUrl(text)) return 'valid';
  return isExternal(text) ? 'external' : 'invalid';
}

/** An app package name as the contract takes it: trimmed, 1 to 200 letters, digits, dots and underscores. */
export function isValidPackageName(text: string): boolean {
  const value = text.trim();
  return value.length <= AppLimits.PKG_NAME_MAX && PKG_NAME_PATTERN.test(value);
}

/** A version requirement as the contract takes it: trimmed, x.x or x.x.x, each part digits. */
export function isValidVersion(text: string): boolean {
  const value = text.trim();
  return value.length <= AppLimits.VERSION_MAX && APP_VERSION_PATTERN.test(value);
}
