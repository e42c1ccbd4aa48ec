// Validators of spec document 2, section 5 ("Filters" and "Ad text rules").

const URL_PROTOCOLS = new Set(['http:', 'https:', 'ftp:']);
// A host is a dotted name (URL() has turned IDN labels into xn-- punycode), localhost, or an IPv4/IPv6 address: "http://foo" alone is a typo, not an ad link.
const HOST =
  /^(localhost|(\d{1,3}\.){3}\d{1,3}|\[[0-9a-f:.]+\]|([a-z0-9\u00a1-\uffff]([a-z0-9\u00a1-\uffff-]*[a-z0-9\u00a1-\uffff])?\.)+([a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]+))$/i;

/** True for an http, https or ftp address with a real host and no spaces. */
export function isValidUrl(text: string): boolean {
  const value = text.trim();
  if (value === '' || /\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!URL_PROTOCOLS.has(url.protocol)) return false;
  // URL() accepts "http:example.com"; a link needs its two slashes.
  if (!/^[a-z]+:\/\//i.test(value)) return false;
  return HOST.test(url.hostname);
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

/** An app package name: letters, digits, dots and underscores only. */
export function isValidPackageName(text: string): boolean {
  return /^[A-Za-z0-9._]+$/.test(text);
}

/** A version requirement: x.x or x.x.x, each part digits. */
export function isValidVersion(text: string): boolean {
  return /^\d+\.\d+(\.\d+)?$/.test(text);
}
