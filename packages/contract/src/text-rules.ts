// Text checks the web forms and the server share, so what a form accepts the server accepts (campaigns, ad groups
// and ads: the ad text rules). Plain functions: no schema is defined here.

/** Length in characters (Unicode code points), so a Chinese text and a Latin one have the same limit. */
export const codePoints = (text: string): number => [...text].length;

/** An http or https link with a host. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The tracking host as links must start with it: without a trailing slash. */
export const trackingPrefix = (host: string): string => host.replace(/\/+$/, '');

/**
 * Whether a link is on the tracking host ("Tracking URLs must start with {host}"): the host itself, or followed by
 * `/` or `?`, so `https://t.example.com.evil.io/` is not on `https://t.example.com`.
 */
export function onTrackingHost(link: string, host: string): boolean {
  const prefix = trackingPrefix(host);
  return link === prefix || link.startsWith(`${prefix}/`) || link.startsWith(`${prefix}?`);
}

// A NUL cannot be stored in a PostgreSQL text or jsonb value and breaks SQLite's full-text match; a lone surrogate
// is not Unicode at all (PostgreSQL refuses to encode it). Either is refused in every string a request carries.
const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// In a name, characters that make one name look like another or reorder what a list shows: control characters,
// bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069), zero-width characters and the BOM.
// The zero-width joiner (U+200D) is kept between two pictographs only, where it joins an emoji sequence (👨‍👩‍👧).
const NAME_FORBIDDEN =
  /[\p{Cc}\u202A-\u202E\u2066-\u2069\u200B\u200C\u2060\uFEFF]|(?<!\p{Extended_Pictographic}[\u{1F3FB}-\u{1F3FF}\uFE0F]?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;

/** What makes a text unfit for any request field (NUL, lone surrogate), or null when it is fit. */
export function textProblem(text: string): string | null {
  if (text.includes(NUL)) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (no lone surrogate)';
  return null;
}

/** What makes a text unfit for a name (on top of `textProblem`), or null when it is fit. */
export function nameProblem(text: string): string | null {
  // a NUL is refused by textProblem already: one message per field
  if (text.includes(NUL)) return null;
  const code = NAME_FORBIDDEN.exec(text)?.[0].codePointAt(0);
  if (code === undefined) return null;
  const hex = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `must not contain control, bidirectional or zero-width characters (${hex})`;
}
