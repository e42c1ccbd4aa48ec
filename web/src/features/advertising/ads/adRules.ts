import {
  AdLimits,
  AdType,
  BillingType,
  codePoints,
  isHttpUrl,
  JS_TAG_RATIOS,
  matchRatio,
  mmpOrGpHost,
  onTrackingHost,
  trackingPrefix,
  VAST_SPECS,
} from '@adconsole/contract';

// The ad text rules as the form checks them while the user types: the same limits and
// checks as the server (`server/src/modules/advertising/ads/ads.rules.ts`, decisions "Ads and creatives"; the link checks are the
// contract's text-rules), so what the form accepts the server accepts. Each check answers a problem (a locale key
// and its values) or null.

/** Why a value is refused: a locale key under `adEditor.rule.` and the values it names. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

const problem = (key: string, values?: Problem['values']): Problem => ({ key: `adEditor.rule.${key}`, values });

/** The name: 2 to 200 characters, no consecutive spaces (surrounding spaces trimmed, as the server does). */
export function adNameProblem(text: string): Problem | null {
  const name = text.trim();
  if (!name) return problem('nameRequired');
  if (/\s\s/.test(name)) return problem('nameSpaces');
  const length = codePoints(name);
  if (length < AdLimits.NAME_MIN || length > AdLimits.NAME_MAX) {
    return problem('nameLength', { min: AdLimits.NAME_MIN, max: AdLimits.NAME_MAX });
  }
  return null;
}

/** A text of at most `max` characters (description 35, title 30, button text 15). */
export function lengthProblem(text: string, max: number): Problem | null {
  const length = codePoints(text.trim());
  return length > max ? problem('tooLong', { max, count: length }) : null;
}

/** An http(s) link, required or not; at most 1000 characters. */
export function httpUrlProblem(text: string, required = false): Problem | null {
  const link = text.trim();
  if (!link) return required ? problem('linkRequired') : null;
  if (link.length > AdLimits.URL_MAX) return problem('tooLong', { max: AdLimits.URL_MAX, count: link.length });
  return isHttpUrl(link) ? null : problem('url');
}

/** A deeplink: any scheme (`myapp://path`, an https app link), a valid URL. */
export function deeplinkProblem(text: string, required = false): Problem | null {
  const link = text.trim();
  if (!link) return required ? problem('linkRequired') : null;
  try {
    return new URL(link).protocol.length > 1 ? null : problem('deeplink');
  } catch {
    return problem('deeplink');
  }
}

/** The H5 URL: a link that is not, and does not carry, an MMP or Google Play link ("H5 URL cannot contain …"). */
export function h5Problem(text: string, required = false): Problem | null {
  const bad = httpUrlProblem(text, required);
  if (bad || !text.trim()) return bad;
  const host = mmpOrGpHost(text.trim());
  return host ? problem('mmpGp', { host }) : null;
}

/** A tracking URL: a link on the tracking host (the host itself, or followed by `/` or `?`, as the server reads it). */
export function trackingUrlProblem(text: string, host: string, required = false): Problem | null {
  const link = text.trim();
  const bad = httpUrlProblem(link, required);
  if (bad || !link || !host) return bad;
  return onTrackingHost(link, host) ? null : problem('trackingHost', { host: trackingPrefix(host) });
}

/** A VAST entry's ad tag: required, an http(s) link. */
export const vastTagProblem = (text: string): Problem | null => httpUrlProblem(text, true);

/** A VAST entry's specification: required, one of the video ratios. */
export function vastSpecProblem(spec: string | undefined): Problem | null {
  if (!spec) return problem('specRequired');
  return (VAST_SPECS as readonly string[]).includes(spec) ? null : problem('vastSpec');
}

/** Whether another VAST entry may be added ('MostThree'). */
export const vastFull = (count: number) => count >= AdLimits.VAST_MAX;

/** Ad group trigger modes whose click opens an H5 page, and the one that jumps into an app (server's reading). */
const H5_TRIGGERS = ['browser', 'webview'];
const DEEPLINK_TRIGGER = 'deeplink';

/** What an ad of this type under this trigger needs and shows: required links and which creatives it takes. */
export interface AdNeeds {
  h5: boolean;
  deeplink: boolean;
  /** exposure monitoring: JS-tag and VAST ads, whose serving the platform does not see */
  impression: boolean;
  images: boolean;
  /** images are required (image ad); a video ad takes them (one of a video's size) but a JS-tag one has its own */
  imagesRequired: boolean;
  videos: boolean;
  vast: boolean;
  jsTag: boolean;
  /** the video start, quartile and completion tracking URLs mean something */
  videoTracking: boolean;
}

/** The server's needs by type and trigger (decisions: "needs by type and trigger"). */
export function adNeeds(type: number, triggerMode: string): AdNeeds {
  return {
    h5: H5_TRIGGERS.includes(triggerMode),
    deeplink: triggerMode === DEEPLINK_TRIGGER,
    impression: type === AdType.JS_TAG || type === AdType.VAST,
    images: type === AdType.IMAGE || type === AdType.VIDEO,
    imagesRequired: type === AdType.IMAGE,
    videos: type === AdType.VIDEO,
    vast: type === AdType.VAST,
    jsTag: type === AdType.JS_TAG,
    videoTracking: type === AdType.VIDEO || type === AdType.VAST,
  };
}

/** The settlement attribution link: required for a CPI campaign settling through a platform, refused without one. */
export function attributionProblem(
  text: string,
  campaign: { billingType: number; attributionPlatform: string },
): Problem | null {
  const link = text.trim();
  const platform = campaign.attributionPlatform !== 'none' && campaign.attributionPlatform !== '';
  if (!link) return platform && campaign.billingType === BillingType.CPI ? problem('attributionMissing') : null;
  if (!platform) return problem('attributionNotConfigured');
  return httpUrlProblem(link);
}

/** A material's size. */
export interface Sized {
  width: number;
  height: number;
}

const sizeOf = (m: Sized) => `${m.width}x${m.height}`;

/** A video ad: at least one image of a video's width and height (names the sizes that would do). */
export function sameSizeProblem(images: readonly Sized[], videos: readonly Sized[]): Problem | null {
  if (!videos.length) return null;
  const sizes = new Set(videos.map(sizeOf));
  if (images.some((m) => sizes.has(sizeOf(m)))) return null;
  return problem('sameSize', { sizes: [...sizes].join(', ') });
}

/** Landing-page images are exactly 720x1518. */
export function landingSizeProblem(m: Sized): Problem | null {
  return m.width === AdLimits.LANDING_WIDTH && m.height === AdLimits.LANDING_HEIGHT
    ? null
    : problem('landingSize', {
        size: sizeOf(m),
        width: AdLimits.LANDING_WIDTH,
        height: AdLimits.LANDING_HEIGHT,
      });
}

/** The JS-tag ratio of an image (16:9, 6.4:1, 6:5, 1.91:1 within 0.01), or null. */
export const jsTagRatioOf = (m: Sized) => matchRatio(m.width, m.height, JS_TAG_RATIOS);

/** The JS-tag images: 1 to 5, each of a JS-tag ratio, all of the same one (one box shows them in turn). */
export function jsTagImagesProblem(images: readonly Sized[]): Problem | null {
  if (!images.length) return problem('jsTagNone');
  if (images.length > AdLimits.JS_TAG_IMAGES_MAX) return problem('jsTagMax', { max: AdLimits.JS_TAG_IMAGES_MAX });
  const ratios = images.map(jsTagRatioOf);
  if (ratios.some((r) => r === null)) return problem('jsTagRatio', { ratios: JS_TAG_RATIOS.join(', ') });
  return new Set(ratios).size > 1 ? problem('jsTagMixed') : null;
}

/** A placement is all three (ad position, tab, category) or none: half a placement says nothing. */
export function placementProblem(p: { adpos_id?: number | null; tab?: string; category?: string }): Problem | null {
  const given = [Boolean(p.adpos_id), Boolean(p.tab?.trim()), Boolean(p.category?.trim())];
  return given.some(Boolean) && !given.every(Boolean) ? problem('placementPartial') : null;
}
