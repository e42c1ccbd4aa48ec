import {
  AuditAction,
  AuditEntity,
  CampaignStatus,
  CreativeKind,
  type CreativeKindName,
  type calls,
  type ParsedBody,
} from '@adconsole/contract';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import type { Actor } from '../../audit/index.js';
import { audit, givenFields } from '../../audit/index.js';
import { copyRow } from '../shared/copy-row.js';
import { switchStatus } from '../shared/status-change.js';
import * as tree from '../shared/tree.repo.js';
import * as repo from './ads.repo.js';
import { checkAd } from './ads.rules.js';
import { contextOf, creativesByAd, visibleAd } from './ads.service.js';
import { type AdFields, adFieldsOf, adRowOf } from './ads.view.js';

type Calls = typeof calls.ads;

/** The creative kinds an ad's fields hold, by the field that lists them. */
const MATERIAL_KINDS = [
  ['image_ids', CreativeKind.IMAGE],
  ['video_ids', CreativeKind.VIDEO],
  ['landing_page_ids', CreativeKind.LANDING_PAGE],
] as const;

/**
 * Writes the creatives of the fields that changed: one per material of each list, one per VAST entry. Images and
 * videos are rewritten together, as an older creative may show both.
 */
async function writeCreatives(trx: DB, adId: number, f: AdFields, given: (k: keyof AdFields) => boolean) {
  const now = Date.now();
  const shown = given('image_ids') || given('video_ids');
  const changed = (k: keyof AdFields) => given(k) || (shown && (k === 'image_ids' || k === 'video_ids'));
  const kinds: CreativeKindName[] = [
    ...MATERIAL_KINDS.filter(([key]) => changed(key)).map(([, kind]) => kind),
    ...(changed('vast') ? [CreativeKind.VAST] : []),
  ];
  await repo.deleteCreatives(trx, adId, kinds);
  let sort = 0;
  for (const [key, kind] of MATERIAL_KINDS) {
    if (!changed(key)) continue;
    for (const materialId of f[key]) {
      await tree.insertCreative(
        trx,
        { ad_id: adId, name: `${kind} ${materialId}`, kind, sort: sort++, create_time: now },
        [materialId],
      );
    }
  }
  if (changed('vast')) {
    for (const [i, v] of f.vast.entries()) {
      await tree.insertCreative(
        trx,
        {
          ad_id: adId,
          name: `VAST ${i + 1}`,
          kind: CreativeKind.VAST,
          ad_tag: v.ad_tag,
          spec: v.spec,
          sort: sort++,
          create_time: now,
        },
        [],
      );
    }
  }
}

const unique = (f: AdFields): AdFields => ({
  ...f,
  image_ids: [...new Set(f.image_ids)],
  video_ids: [...new Set(f.video_ids)],
  landing_page_ids: [...new Set(f.landing_page_ids)],
});

export async function create(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['create']>, host: string) {
  const { ad_group_id: groupId, ...rest } = body;
  const ctx = await contextOf(db, auth, groupId);
  const fields = unique(rest);
  await checkAd(db, ctx, fields, null, host);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const adId = await repo.insertAd(trx, {
      ...adRowOf(fields),
      ad_group_id: groupId,
      account_id: ctx.accountId,
      create_user_id: auth.userId,
      modify_user_id: auth.userId,
      create_time: now,
      modify_time: now,
    });
    await writeCreatives(trx, adId, fields, () => true);
    await audit.record(trx, actor, {
      action: AuditAction.CREATE,
      entity: AuditEntity.AD,
      id: adId,
      name: fields.name,
      after: { ad_group_id: groupId, ...fields },
    });
    return adId;
  });
  return { id };
}

/** Changes the fields given; a material list or `vast` given replaces it whole; the rules run on the ad as it would be. */
export async function update(db: DB, auth: AuthContext, actor: Actor, body: ParsedBody<Calls['update']>, host: string) {
  const { ad_id: id, js_tag_creative_ids: keepJsTags, ...patch } = body;
  const row = await visibleAd(db, auth, id);
  const ctx = await contextOf(db, auth, row.ad_group_id);
  const creatives = (await creativesByAd(db, [id])).get(id) ?? [];
  const before = adFieldsOf(row, creatives);
  const given = givenFields(patch);
  const after = unique({ ...before, ...given });
  await checkAd(db, ctx, after, { id, fields: before }, host);
  const changed = (k: keyof AdFields) => JSON.stringify(before[k]) !== JSON.stringify(after[k]);
  const jsTags = creatives.filter((c) => c.kind === CreativeKind.JS_TAG).map((c) => c.creative_id);
  const keep = keepJsTags === undefined ? jsTags : jsTags.filter((c) => keepJsTags.includes(c));
  await db.transaction().execute(async (trx) => {
    await repo.updateAds(trx, [id], { ...adRowOf(after), modify_user_id: auth.userId, modify_time: Date.now() });
    await writeCreatives(trx, id, after, changed);
    if (keep.length !== jsTags.length) await repo.deleteCreatives(trx, id, [CreativeKind.JS_TAG], keep);
    await audit.record(trx, actor, {
      action: AuditAction.UPDATE,
      entity: AuditEntity.AD,
      id,
      name: row.name,
      before: { ...before, js_tag_creative_ids: jsTags },
      after: { ...after, js_tag_creative_ids: keep },
    });
  });
  return { id };
}

/** Ads as the shared status switch sees them. */
const AD_LEVEL = { entity: AuditEntity.AD, visible: visibleAd, update: repo.updateAds };

/** Deletes (soft) the ads: their creatives stay for the record, but a deleted ad binds no material. */
export function remove(db: DB, auth: AuthContext, actor: Actor, ids: number[]) {
  return switchStatus(db, auth, actor, AD_LEVEL, ids, CampaignStatus.DELETED);
}

/** Switches the ads on (1) or off (2); one already so is left as it is. */
export function setStatus(db: DB, auth: AuthContext, actor: Actor, ids: number[], status: number) {
  return switchStatus(db, auth, actor, AD_LEVEL, ids, status);
}

/** Copies one ad within its ad group (paused, `<name> - copy` …) with its creatives and the materials they show. */
export async function copy(db: DB, auth: AuthContext, actor: Actor, id: number) {
  const row = await visibleAd(db, auth, id);
  return copyRow(db, auth, actor, {
    entity: AuditEntity.AD,
    from: row,
    joined: ['ad_group_name', 'campaign_id', 'trigger_mode', 'campaign_name', 'creator_name'],
    taken: await repo.adNames(db, row.ad_group_id),
    parent: { ad_group_id: row.ad_group_id },
    insert: repo.insertAd,
    children: (trx, copyId, now) => tree.copyCreatives(trx, row.id, copyId, now),
  });
}
