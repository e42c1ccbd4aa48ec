import { CampaignLimits, codePoints, isHttpUrl, onTrackingHost } from '@adconsole/contract';

// The campaign and ad group rules as the forms check them; the link checks are the contract's text-rules, which the
// server runs too.

/**
 * Why a campaign or ad group name is refused (a locale key), or null when it is fine (2 to 200 characters, no
 * consecutive spaces); counted in characters, surrounding spaces trimmed.
 */
export function nameProblem(text: string): string | null {
  const name = text.trim();
  if (!name) return 'campaigns.rule.nameRequired';
  const length = codePoints(name);
  if (length < CampaignLimits.NAME_MIN || length > CampaignLimits.NAME_MAX || /\s\s/.test(name)) {
    return 'campaigns.rule.name';
  }
  return null;
}

/** Why a link is refused (http or https with a host), or null; an empty optional link is fine. */
export function urlProblem(text: string, required = false): string | null {
  const link = text.trim();
  if (!link) return required ? 'campaigns.rule.linkRequired' : null;
  return isHttpUrl(link) ? null : 'campaigns.rule.url';
}

/**
 * Why a tracking URL is refused: it must be a valid link starting with the tracking host, followed by `/` or `?`, as
 * the server reads it.
 */
export function trackingProblem(text: string, host: string): string | null {
  const link = text.trim();
  const bad = urlProblem(link);
  if (bad || !link) return bad;
  return host && !onTrackingHost(link, host) ? 'campaigns.rule.tracking' : null;
}

/** Why an amount is refused: digits and one dot, no leading or trailing dot, at most 2 decimals, not negative. */
export function amountProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (value.startsWith('-')) return 'campaigns.rule.nonNegative';
  return /^\d+(\.\d{1,2})?$/.test(value) ? null : 'campaigns.rule.decimal';
}

/** An amount typed in the form as a number (empty means 0: no limit). */
export const amountOf = (text: string | number | null | undefined): number =>
  text === null || text === undefined || String(text).trim() === '' ? 0 : Number(String(text).trim());
