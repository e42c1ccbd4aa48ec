/** The name rule of campaigns and ad groups (spec 5, "Ad text rules"): 2 to 200 characters, no consecutive spaces. */
export const NAME_MIN = 2;
export const NAME_MAX = 200;

/** Why a name is refused (a locale key), or null when it is fine; counted in characters, surrounding spaces trimmed. */
export function nameProblem(text: string): string | null {
  const name = text.trim();
  if (!name) return 'campaigns.rule.required';
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX || /\s\s/.test(name)) return 'campaigns.rule.name';
  return null;
}

/** Why a link is refused (http or https with a host), or null; an empty optional link is fine. */
export function urlProblem(text: string, required = false): string | null {
  const link = text.trim();
  if (!link) return required ? 'campaigns.rule.required' : null;
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? null : 'campaigns.rule.url';
  } catch {
    return 'campaigns.rule.url';
  }
}

/** Why a tracking URL is refused: a valid link that starts with the tracking host (spec 5: "must start with {host}"). */
export function trackingProblem(text: string, host: string): string | null {
  const link = text.trim();
  const bad = urlProblem(link);
  if (bad || !link) return bad;
  return host && !link.startsWith(host) ? 'campaigns.rule.tracking' : null;
}

/** Why an amount is refused: digits and one dot, no leading or trailing dot, at most 2 decimals, not negative. */
export function amountProblem(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  if (value.startsWith('-')) return 'campaigns.rule.nonNegative';
  return /^\d+(\.\d{1,2})?$/.test(value) ? null : 'campaigns.rule.decimal';
}

/** An amount typed in the form as a number (empty means 0: no limit, spec 5). */
export const amountOf = (text: string | number | null | undefined): number =>
  text === null || text === undefined || String(text).trim() === '' ? 0 : Number(String(text).trim());
