import {
  AdType,
  AuditAction,
  AuditEntity,
  CreativeKind,
  type calls,
  JS_TAG_RATIOS,
  type ParsedBody,
} from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import { fieldError } from '../../../core/field-error.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit } from '../../audit/index.js';
import * as tree from '../shared/tree.repo.js';
import * as repo from './ads.repo.js';
import { visibleAd } from './ads.service.js';
import { absolute, buildJsTag, jsTagRatio } from './js-tag.js';

type Calls = typeof calls.ads;

/**
 * The chosen images as a JS tag: each usable by the ad's account (in use, reviewed), an image of a JS-tag ratio
 * (16:9, 6.4:1, 6:5, 1.91:1), all of the same ratio (one box shows them in turn); `origin` makes their URLs absolute.
 */
async function tagOf(db: DB, auth: AuthContext, body: ParsedBody<Calls['generateJsTag']>, origin: string) {
  const ad = await visibleAd(db, auth, body.ad_id);
  const ids = [...new Set(body.image_ids)];
  const usable = new Map((await repo.usableMaterials(db, ad.account_id, ids)).map((m) => [m.id, m]));
  const bad = ids.filter((id) => !usable.has(id));
  if (bad.length) {
    throw fieldError(
      'image_ids',
      'material',
      `materials ${bad.join(', ')} are not in use, reviewed and usable by the ad's account`,
    );
  }
  const images = ids.map((id) => usable.get(id)!);
  const notImages = images.filter((m) => m.type !== 1).map((m) => m.id);
  if (notImages.length) throw fieldError('image_ids', 'type', `materials ${notImages.join(', ')} are not images`);
  const ratios = images.map((m) => jsTagRatio(m.width, m.height));
  const off = images.filter((_, i) => ratios[i] === null).map((m) => m.id);
  if (off.length) {
    throw fieldError(
      'image_ids',
      'ratio',
      `JS-tag images must be ${JS_TAG_RATIOS.join(', ')}: ${off.join(', ')} are not`,
    );
  }
  if (new Set(ratios).size > 1) {
    throw fieldError(
      'image_ids',
      'same_ratio',
      `the images of one JS tag must share a ratio (${[...new Set(ratios)].join(', ')})`,
    );
  }
  const tag = buildJsTag(
    images.map((m) => ({ url: absolute(m.download_url, origin), width: m.width, height: m.height })),
    body.click_url,
  );
  return { ad, ids, tag: { ...tag, ratio: ratios[0]! } };
}

export async function generate(db: DB, auth: AuthContext, body: ParsedBody<Calls['generateJsTag']>, origin: string) {
  return (await tagOf(db, auth, body, origin)).tag;
}

/** Saves the JS tag as a creative of a JS-tag ad (the images it shows are its materials, so they count as used). */
export async function add(
  db: DB,
  auth: AuthContext,
  actor: Actor,
  body: ParsedBody<Calls['addJsTag']>,
  origin: string,
) {
  const { ad, ids, tag } = await tagOf(db, auth, body, origin);
  if (ad.type !== AdType.JS_TAG) throw fieldError('ad_id', 'type', `ad ${ad.id} is not a JS-tag ad`);
  const now = Date.now();
  const creativeId = await db.transaction().execute(async (trx) => {
    const id = await tree.insertCreative(
      trx,
      {
        ad_id: ad.id,
        name: body.name || `JS tag ${tag.ratio}`,
        kind: CreativeKind.JS_TAG,
        html: tag.html,
        click_url: body.click_url,
        width: tag.width,
        height: tag.height,
        sort: 1000,
        create_time: now,
      },
      ids,
    );
    await repo.updateAds(trx, [ad.id], { modify_user_id: auth.userId, modify_time: now });
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.AD,
      id: ad.id,
      name: ad.name,
      after: { js_tag_creative: { creative_id: id, image_ids: ids, click_url: body.click_url } },
    });
    return id;
  });
  return { ...tag, creative_id: creativeId };
}
