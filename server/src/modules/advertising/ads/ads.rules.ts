import {
  AD_TRACKING_FIELDS,
  AdLimits,
  AdType,
  BillingType,
  Code,
  type FieldError,
  isHttpUrl,
  mmpOrGpHost,
  VAST_SPECS,
  type VastEntry,
} from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { DB } from '../../../db/database.js';
import { failOn, trackingErrors } from '../shared/field-rules.js';
import * as repo from './ads.repo.js';
import type { AdFields } from './ads.view.js';

/** Trigger modes whose click opens an H5 page, and the one that jumps into an app. */
const H5_TRIGGERS = ['browser', 'webview'];
const DEEPLINK_TRIGGER = 'deeplink';

// the H5 link check is the contract's, so the form says as the user types what the server refuses
export { mmpOrGpHost };

/** VAST entries (0-based) that lack their ad tag or specification. */
export const incompleteVast = (vast: VastEntry[]) =>
  vast.flatMap((v, i) => (v.ad_tag === '' || v.spec === '' ? [i] : []));

/** What the ad's checks read of its ad group and campaign. */
export interface AdContext {
  groupId: number;
  accountId: number;
  campaignId: number;
  triggerMode: string;
  billingType: number;
  attributionPlatform: string;
}

/** Fields that an update changes (a create changes every one). */
type Changed = (key: keyof AdFields) => boolean;

/** Type needs: H5, deeplink and exposure monitoring where needed, the creatives the type shows and no others. */
function typeErrors(f: AdFields, ctx: AdContext, changed: Changed): FieldError[] {
  const errors: FieldError[] = [];
  const need = (field: keyof AdFields, why: string) =>
    errors.push({ field, rule: 'required', message: `${field} cannot be empty ${why}` });
  // what the ad group's trigger needs is checked when the ad's own field or type changes: a trigger switched later
  // does not block an edit of something else (the campaigns' rule for what an update leaves alone)
  const h5 = changed('h5_url') || changed('type');
  if (h5 && H5_TRIGGERS.includes(ctx.triggerMode) && f.h5_url === '') {
    need('h5_url', `for the trigger ${ctx.triggerMode}`);
  }
  if ((changed('deeplink') || changed('type')) && ctx.triggerMode === DEEPLINK_TRIGGER && f.deeplink === '') {
    need('deeplink', 'for the in-app jump trigger');
  }
  if ((f.type === AdType.JS_TAG || f.type === AdType.VAST) && f.impression_track_url === '') {
    need('impression_track_url', '(exposure monitoring) for JS-tag and VAST ads');
  }
  if (f.type === AdType.IMAGE && !f.image_ids.length) need('image_ids', 'for an image ad');
  if (f.type === AdType.VIDEO && !f.video_ids.length) need('video_ids', 'for a video ad');
  if (f.type === AdType.VAST && !f.vast.length) need('vast', 'for a VAST ad');
  if (f.type !== AdType.VIDEO && f.video_ids.length) {
    errors.push({ field: 'video_ids', rule: 'type', message: 'only a video ad shows videos' });
  }
  if (f.type !== AdType.VAST && f.vast.length) {
    errors.push({ field: 'vast', rule: 'type', message: 'only a VAST ad has VAST entries' });
  }
  return errors;
}

/** VAST entries given: a valid ad tag URL and a known specification (empty ones are the catalogue's code). */
function vastErrors(vast: VastEntry[]): FieldError[] {
  return vast.flatMap((v, i) => [
    ...(v.ad_tag !== '' && !isHttpUrl(v.ad_tag)
      ? [{ field: `vast.${i}.ad_tag`, rule: 'url', message: 'the ad tag must be a valid http or https URL' }]
      : []),
    ...(v.spec !== '' && !(VAST_SPECS as readonly string[]).includes(v.spec)
      ? [
          {
            field: `vast.${i}.spec`,
            rule: 'spec',
            message: `the specification must be one of ${VAST_SPECS.join(', ')}`,
          },
        ]
      : []),
  ]);
}

/**
 * Materials given: usable by the ad's account (relation type 1 or linked, in use, review status 1 or 4), images
 * where images go, videos where videos go, landing-page images 720x1518, and for a video ad an image of a video's size.
 */
async function materialErrors(db: DB, f: AdFields, ctx: AdContext, changed: Changed) {
  const errors: FieldError[] = [];
  const lists = (['image_ids', 'video_ids', 'landing_page_ids'] as const).filter(changed);
  const all = [...new Set(lists.flatMap((k) => f[k]))];
  const usable = new Map((await repo.usableMaterials(db, ctx.accountId, all)).map((m) => [m.id, m]));
  for (const key of lists) {
    const bad = f[key].filter((id) => !usable.has(id));
    if (bad.length) {
      errors.push({
        field: key,
        rule: 'material',
        message: `materials ${bad.join(', ')} are not in use, reviewed and usable by the ad's account`,
      });
      continue;
    }
    const wanted = key === 'video_ids' ? 2 : 1;
    const wrong = f[key].filter((id) => usable.get(id)!.type !== wanted);
    if (wrong.length) {
      errors.push({
        field: key,
        rule: 'type',
        message: `materials ${wrong.join(', ')} are not ${wanted === 2 ? 'videos' : 'images'}`,
      });
      continue;
    }
    if (key === 'landing_page_ids') {
      const off = f[key].filter((id) => {
        const m = usable.get(id)!;
        return m.width !== AdLimits.LANDING_WIDTH || m.height !== AdLimits.LANDING_HEIGHT;
      });
      if (off.length) {
        errors.push({
          field: key,
          rule: 'size',
          message: `landing-page images must be ${AdLimits.LANDING_WIDTH}x${AdLimits.LANDING_HEIGHT}: ${off.join(', ')} are not`,
        });
      }
    }
  }
  const videoCheck = f.type === AdType.VIDEO && (changed('video_ids') || changed('image_ids') || changed('type'));
  if (videoCheck && f.video_ids.length && !errors.length) {
    const sized = await repo.usableMaterials(db, ctx.accountId, [...f.video_ids, ...f.image_ids]);
    const sizes = new Set(sized.filter((m) => m.type === 2).map((m) => `${m.width}x${m.height}`));
    if (!sized.some((m) => m.type === 1 && f.image_ids.includes(m.id) && sizes.has(`${m.width}x${m.height}`))) {
      errors.push({
        field: 'image_ids',
        rule: 'same_size',
        message: `a video ad needs at least one image of a video's size (${[...sizes].join(', ')})`,
      });
    }
  }
  return errors;
}

/**
 * Every rule of the ad beyond the schema. Field rules first, as one 400 listing every failed field; then the
 * catalogue's ad errors, one business code each: the H5 URL holding an MMP or GP link, the settlement attribution
 * link, the VAST entries' ad tag and specification, the ad position's category taken in another tab. An update
 * (`before` given) checks materials, tracking URLs, the trigger's needs, the H5 and the attribution link only where
 * they change, so renaming an ad never fails on what the rename left alone.
 */
export async function checkAd(
  db: DB,
  ctx: AdContext,
  f: AdFields,
  before: { id: number; fields: AdFields } | null,
  trackingHost: string,
) {
  const changed: Changed = (key) => !before || JSON.stringify(before.fields[key]) !== JSON.stringify(f[key]);
  const errors: FieldError[] = [];
  if (await repo.adNameTaken(db, ctx.groupId, f.name, before?.id ?? null)) {
    errors.push({ field: 'name', rule: 'unique', message: `an ad of this ad group is already named ${f.name}` });
  }
  errors.push(...typeErrors(f, ctx, changed));
  errors.push(
    ...trackingErrors(Object.fromEntries(AD_TRACKING_FIELDS.filter(changed).map((k) => [k, f[k]])), trackingHost),
  );
  errors.push(...vastErrors(f.vast));
  errors.push(...(await materialErrors(db, f, ctx, changed)));
  if (f.placement && changed('placement') && !(await repo.adPositionExists(db, f.placement.adpos_id))) {
    errors.push({
      field: 'placement.adpos_id',
      rule: 'exists',
      message: `ad position ${f.placement.adpos_id} does not exist`,
    });
  }
  failOn(errors);

  const host = changed('h5_url') ? mmpOrGpHost(f.h5_url) : null;
  if (host) {
    throw new AppError(Code.AD_H5_MMP_GP, `H5 URL cannot contain MMP or GP links (${host})`, { field: 'h5_url', host });
  }
  const attribution = changed('attribution_link');
  if (attribution && f.attribution_link !== '' && ctx.attributionPlatform === 'none') {
    throw new AppError(
      Code.AD_ATTRIBUTION_LINK,
      'settlement attribution link not configured: the campaign has no attribution platform',
      { reason: 'not_configured', campaign_id: ctx.campaignId },
    );
  }
  if (
    attribution &&
    f.attribution_link === '' &&
    ctx.attributionPlatform !== 'none' &&
    ctx.billingType === BillingType.CPI
  ) {
    throw new AppError(
      Code.AD_ATTRIBUTION_LINK,
      `settlement attribution link missing: the campaign settles installs through ${ctx.attributionPlatform}`,
      { reason: 'missing', campaign_id: ctx.campaignId },
    );
  }
  const incomplete = incompleteVast(f.vast);
  if (incomplete.length) {
    throw new AppError(Code.AD_VAST_INCOMPLETE, 'VAST needs ad tag and material specifications', {
      entries: incomplete,
    });
  }
  if (f.placement && changed('placement')) {
    const other = await repo.positionTakenElsewhere(db, f.placement, before?.id ?? null);
    if (other) {
      throw new AppError(
        Code.AD_POSITION_OCCUPIED,
        `ad position occupied: category ${f.placement.category} is used in tab ${other.adpos_tab} by ad ${other.id}`,
        {
          adpos_id: f.placement.adpos_id,
          category: f.placement.category,
          tab: other.adpos_tab,
          ad_id: other.id,
        },
      );
    }
  }
}
