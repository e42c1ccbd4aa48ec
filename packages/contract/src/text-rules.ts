// Text checks the web forms and the server share, so what a form accepts the server accepts (campaigns, ad groups
// and ads: spec 2, "Ad text rules"). Plain functions: no schema is defined here.

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
