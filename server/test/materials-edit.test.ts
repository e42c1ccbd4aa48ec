import {
  BATCH_TAGS_OVER_MSG,
  Code,
  materialAdAccountAnswer,
  materialBoundData,
  materialDetail,
  TAGS_OVER_MSG,
} from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, type World } from './materials-helper.js';

// Editing, tagging and deleting materials, and where they are used: save, detail, ad_account, delete,
// update_status, batch_tag and tag, against the demo library's campaigns.

let server: TestServer;
let w: World;
let galaxy: number;
let orchid: number;
let pixel: number;

const SHARED = 'Galaxy x Orchid · Gamer Gear Week';
const GLOBAL = 'Starlight Media · Brand Campaign';
const PAUSED = 'Harbor Hotels · Weekend Escape';

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
  galaxy = w.accounts.get('Galaxy Games')!;
  orchid = w.accounts.get('Orchid Shopping')!;
  pixel = w.accounts.get('Pixel Studio')!;
});
afterAll(() => server.destroy());

const save = (payload: object, who: 'admin' | 'operator' | 'advertiser' = 'admin') =>
  w.call(who, 'POST', '/v1/material/save', payload);
const tagsOf = async (id: number) => (await w.list('admin', { id, status: undefined })).List[0]?.tag_ids ?? [];
/** A fresh material linked to `accounts` (all accounts when empty). */
async function fresh(accounts: number[] = [], who: 'admin' | 'advertiser' = 'admin'): Promise<number> {
  const [id] = await w.added(who, {
    materials: [await w.record(who)],
    account_relation_type: accounts.length ? 2 : 1,
    account_ids: accounts,
  });
  return id!;
}

describe('POST /v1/material/save', () => {
  it('renames, retags and relinks a material', async () => {
    const id = await fresh([galaxy]);
    const tags = [w.tags.get('Games/Puzzle')!, w.tags.get('Copy/Discount')!];
    const res = await save({
      material_id: id,
      material_name: '  Renamed  ',
      tag_ids: tags,
      account_relation_type: 2,
      account_ids: [galaxy, pixel],
    });
    expect(res.json()).toMatchObject({ code: 200, data: { id } });
    const item = (await w.list('admin', { id })).List[0]!;
    expect(item.name).toBe('Renamed');
    expect(item.tag_ids.sort()).toEqual([...tags].sort());
    expect(item.accounts.map((a) => a.id).sort()).toEqual([galaxy, pixel].sort());
    // the list's account and tag filters follow the change
    expect((await w.list('admin', { account_id: pixel, tag_ids: [tags[0]] })).List.map((m) => m.id)).toContain(id);
    await save({ material_id: id, material_name: 'Renamed', tag_ids: [], account_relation_type: 1 });
    expect((await w.list('admin', { account_id: pixel })).List.map((m) => m.id)).not.toContain(id);
    expect((await w.list('admin', { id })).List[0]).toMatchObject({
      account_relation_type: 1,
      accounts: [],
      tag_ids: [],
    });
  });

  it('answers 10002 with the ads when a linked account whose ads use the material is dropped', async () => {
    const id = await w.materialId(SHARED);
    const res = await save({ material_id: id, material_name: SHARED, account_relation_type: 2, account_ids: [galaxy] });
    const body = res.json();
    expect(body.code).toBe(Code.MATERIAL_ACCOUNT_BOUND);
    const data = materialBoundData.parse(body.data);
    expect(data.ids).toEqual([id]);
    expect(data.account_ids).toEqual([orchid]);
    expect(data.ads.map((a) => a.ad_name)).toEqual(['Gamer gear week banner']);
    expect(data.ads[0]).toMatchObject({ account_name: 'Orchid Shopping', campaign_name: 'Orchid Mall · 11.11 Sale' });
    // nothing changed
    expect((await w.list('admin', { id })).List[0]!.accounts).toHaveLength(2);
  });

  it('answers 10001 when "all accounts" is narrowed past accounts whose ads use the material', async () => {
    const id = await w.materialId(GLOBAL);
    const res = await save({ material_id: id, material_name: GLOBAL, account_relation_type: 2, account_ids: [galaxy] });
    expect(res.json()).toMatchObject({ code: Code.MATERIAL_BOUND, data: { ids: [id], account_ids: [orchid] } });
    const ok = await save({
      material_id: id,
      material_name: GLOBAL,
      account_relation_type: 2,
      account_ids: [galaxy, orchid],
    });
    expect(ok.json().code).toBe(200);
    await save({ material_id: id, material_name: GLOBAL, account_relation_type: 1 });
  });

  it('keeps partner-platform materials’ account links read-only, but lets their name and tags change', async () => {
    const partner = (await w.list('admin', { source: 2, page_size: 1 })).List[0]!;
    const links = {
      account_relation_type: partner.account_relation_type,
      account_ids: partner.accounts.map((a) => a.id),
    };
    const moved = await save({
      material_id: partner.id,
      material_name: partner.name,
      ...links,
      account_ids: [pixel],
      account_relation_type: 2,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().data.errors[0]).toMatchObject({ field: 'account_ids', rule: 'read_only' });
    const renamed = await save({ material_id: partner.id, material_name: 'Partner renamed', ...links });
    expect(renamed.json().code).toBe(200);
    const detail = materialDetail.parse(
      (await w.body('admin', 'GET', `/v1/material/detail?material_id=${partner.id}`)).data,
    );
    expect(detail).toMatchObject({ name: 'Partner renamed', editable: true, accounts_editable: false });
  });

  it('refuses deleted materials, missing ones (10201), more than ten tags and a missing relation type', async () => {
    const deleted = (await w.list('admin', { status: -1, page_size: 1 })).List[0]!;
    const res = await save({ material_id: deleted.id, material_name: 'x', account_relation_type: 1 });
    expect(res.json().data.errors[0]).toMatchObject({ field: 'material_id', rule: 'not_deleted' });
    expect((await save({ material_id: 999999, material_name: 'x', account_relation_type: 1 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [999999] },
    });
    const eleven = [...w.tags.values()].slice(0, 11);
    const over = await save({
      material_id: await fresh(),
      material_name: 'x',
      account_relation_type: 1,
      tag_ids: eleven,
    });
    expect(over.json().msg).toContain(TAGS_OVER_MSG);
    const noType = await save({ material_id: await fresh(), material_name: 'x' });
    expect(noType.json().msg).toContain('save failed, need to specify linked account');
  });

  it('lets the advertiser change only materials of its own accounts, linking only its own', async () => {
    const own = await fresh([galaxy], 'advertiser');
    const ok = await save(
      { material_id: own, material_name: 'Mine', account_relation_type: 2, account_ids: [galaxy, orchid] },
      'advertiser',
    );
    expect(ok.json().code).toBe(200);
    const other = await save(
      { material_id: own, material_name: 'Mine', account_relation_type: 2, account_ids: [pixel] },
      'advertiser',
    );
    expect(other.statusCode).toBe(403);
    const global = await w.materialId(GLOBAL);
    const shared = await save({ material_id: global, material_name: 'Hijack', account_relation_type: 1 }, 'advertiser');
    expect(shared.statusCode).toBe(403);
    const elsewhere = await fresh([pixel]);
    expect(
      (
        await save(
          { material_id: elsewhere, material_name: 'x', account_relation_type: 2, account_ids: [galaxy] },
          'advertiser',
        )
      ).json(),
    ).toMatchObject({
      code: Code.NOT_EXISTS,
    });
  });
});

describe('GET /v1/material/detail and /ad_account', () => {
  it('shows where a material is used: campaigns > ad groups > ads', async () => {
    const id = await w.materialId(GLOBAL);
    const data = materialDetail.parse((await w.body('admin', 'GET', `/v1/material/detail?material_id=${id}`)).data);
    expect(data.bound_ad_count).toBe(2);
    expect(data.campaigns.map((c) => [c.account_name, c.ad_groups[0]!.ads[0]!.ad_name])).toEqual([
      ['Galaxy Games', 'Merge Quest hero banner'],
      ['Orchid Shopping', 'Brand awareness'],
    ]);
    expect(data.editable).toBe(true);
    const forAdvertiser = materialDetail.parse(
      (await w.body('advertiser', 'GET', `/v1/material/detail?material_id=${id}`)).data,
    );
    expect(forAdvertiser.editable).toBe(false);
    const hidden = await fresh([pixel]);
    expect((await w.body('advertiser', 'GET', `/v1/material/detail?material_id=${hidden}`)).code).toBe(Code.NOT_EXISTS);
  });

  it('lists the linked accounts and which of them have ads using the material', async () => {
    const id = await w.materialId(SHARED);
    const data = materialAdAccountAnswer.parse(
      (await w.body('admin', 'GET', `/v1/material/ad_account?material_id=${id}`)).data,
    );
    expect(data.accounts.map((a) => [a.account_name, a.linked, a.bound_ad_count])).toEqual([
      ['Galaxy Games', true, 1],
      ['Orchid Shopping', true, 1],
    ]);
    expect(data.accounts[0]!.ads[0]).toMatchObject({
      ad_name: 'Gamer gear cross-promo',
      ad_group_name: 'Southeast Asia',
    });
    const global = await w.materialId(GLOBAL);
    const all = materialAdAccountAnswer.parse(
      (await w.body('admin', 'GET', `/v1/material/ad_account?material_id=${global}`)).data,
    );
    expect(all.account_relation_type).toBe(1);
    expect(all.accounts.every((a) => a.linked)).toBe(true);
  });
});

describe('delete and update_status', () => {
  it('refuses bound materials with 10001 and their ids, deleting nothing of the batch', async () => {
    const free = await fresh();
    const paused = await w.materialId(PAUSED);
    const res = await w.call('admin', 'POST', '/v1/material/delete', { material_ids: [free, paused] });
    expect(res.json()).toMatchObject({ code: Code.MATERIAL_BOUND, data: { ids: [paused] } });
    expect(res.json().data.ads[0]).toMatchObject({ ad_name: 'Weekend deal native', ad_status: 2 });
    expect((await w.list('admin', { id: free })).Total).toBe(1);
  });

  it('soft-deletes: status -1, listed under -1 only, then refused as already deleted', async () => {
    const id = await fresh();
    expect((await w.body('admin', 'POST', '/v1/material/delete', { material_ids: [id] })).data).toEqual({ ids: [id] });
    expect((await w.list('admin', { id })).Total).toBe(0);
    expect((await w.list('admin', { id, status: -1 })).List[0]!.status).toBe(-1);
    const again = await w.call('admin', 'POST', '/v1/material/delete', { material_ids: [id] });
    expect(again.json().data.errors[0]).toMatchObject({ field: 'material_ids', rule: 'not_deleted' });
  });

  it('deletes a material whose only ad is deleted', async () => {
    const row = await w.db
      .selectFrom('ad')
      .innerJoin('creative', 'creative.ad_id', 'ad.id')
      .innerJoin('creative_material as cm', 'cm.creative_id', 'creative.id')
      .select('cm.material_id')
      .where('ad.status', '=', -1)
      .executeTakeFirstOrThrow();
    expect((await w.body('admin', 'POST', '/v1/material/delete', { material_ids: [row.material_id] })).code).toBe(200);
  });

  it('update_status deletes videos by the same rules; a video in third-party review is locked', async () => {
    const [video] = await w.added('admin', {
      materials: [await w.record('admin', { video: true })],
      account_relation_type: 1,
    });
    expect(
      (await w.body('admin', 'POST', '/v1/material/update_status', { material_ids: [video], status: -1 })).code,
    ).toBe(200);
    expect(
      (await w.call('admin', 'POST', '/v1/material/update_status', { material_ids: [video], status: 1 })).statusCode,
    ).toBe(400);
    const bound = (await w.list('admin', { type: 2, name: 'Nimbus' })).List[0]!;
    expect(
      (await w.body('admin', 'POST', '/v1/material/update_status', { material_ids: [bound.id], status: -1 })).code,
    ).toBe(Code.MATERIAL_BOUND);
    const inReview = (await w.list('admin', { type: 2, third_examine_status: 2 })).List[0]!;
    const locked = await w.call('admin', 'POST', '/v1/material/update_status', {
      material_ids: [inReview.id],
      status: -1,
    });
    expect(locked.json().data.errors[0]).toMatchObject({ field: 'material_ids', rule: 'review_locked' });
  });

  it('needs material.delete: 403 for a role without it, and scope for the advertiser', async () => {
    const { userWithRole } = await import('./materials-helper.js');
    const editor = await userWithRole(
      server,
      'material-editor',
      ['material', 'material.image'],
      ['material.view', 'material.edit'],
      [galaxy],
    );
    const id = await fresh([galaxy]);
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/material/delete',
      headers: { token: editor.token },
      payload: { material_ids: [id] },
    });
    expect(res.statusCode).toBe(403);
    const global = await fresh();
    expect((await w.call('advertiser', 'POST', '/v1/material/delete', { material_ids: [global] })).statusCode).toBe(
      403,
    );
    expect((await w.body('advertiser', 'POST', '/v1/material/delete', { material_ids: [id] })).code).toBe(200);
  });
});

describe('batch_tag and tag', () => {
  it('batch_tag sets the same tags on every material, replacing theirs', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const first = [w.tags.get('Games/RPG')!];
    await w.body('admin', 'POST', '/v1/material/batch_tag', { material_ids: [a], tag_ids: first });
    const tags = [w.tags.get('Format/Banner')!, w.tags.get('People/KOL')!];
    const res = await w.body('admin', 'POST', '/v1/material/batch_tag', { material_ids: [a, b], tag_ids: tags });
    expect(res).toMatchObject({ code: 200, data: { ids: [a, b] } });
    expect((await tagsOf(a)).sort()).toEqual([...tags].sort());
    expect((await tagsOf(b)).sort()).toEqual([...tags].sort());
    expect((await w.list('admin', { tag_ids: first, page_size: 100 })).List.map((m) => m.id)).not.toContain(a);
  });

  it('refuses more than ten with "batch tagging cannot exceed ten", no materials, and unknown tags', async () => {
    const eleven = [...w.tags.values()].slice(0, 11);
    const over = await w.call('admin', 'POST', '/v1/material/batch_tag', {
      material_ids: [await fresh()],
      tag_ids: eleven,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toContain(BATCH_TAGS_OVER_MSG);
    expect(
      (await w.call('admin', 'POST', '/v1/material/batch_tag', { material_ids: [], tag_ids: [] })).statusCode,
    ).toBe(400);
    expect(
      (await w.body('admin', 'POST', '/v1/material/batch_tag', { material_ids: [await fresh()], tag_ids: [99999] }))
        .code,
    ).toBe(Code.NOT_EXISTS);
  });

  it('tag sets each material’s own tags and name; more than ten is "tags cannot exceed ten"', async () => {
    const [a, b] = [await fresh(), await fresh()];
    const res = await w.body('admin', 'POST', '/v1/material/tag', [
      { material_id: a, material_name: 'Tagged A', tag_ids: [w.tags.get('Games/RPG')!] },
      { material_id: b, tag_ids: [w.tags.get('Games/Casual')!, w.tags.get('Format/Native')!] },
    ]);
    expect(res.code).toBe(200);
    expect((await w.list('admin', { id: a })).List[0]).toMatchObject({
      name: 'Tagged A',
      tag_ids: [w.tags.get('Games/RPG')],
    });
    expect(await tagsOf(b)).toHaveLength(2);
    const eleven = [...w.tags.values()].slice(0, 11);
    const over = await w.call('admin', 'POST', '/v1/material/tag', [{ material_id: a, tag_ids: eleven }]);
    expect(over.json().msg).toContain(TAGS_OVER_MSG);
    expect((await w.call('admin', 'POST', '/v1/material/tag', [])).json().msg).toContain('at least one item');
    const twice = await w.call('admin', 'POST', '/v1/material/tag', [
      { material_id: a, tag_ids: [] },
      { material_id: a, tag_ids: [] },
    ]);
    expect(twice.json().data.errors[0]).toMatchObject({ field: '1.material_id', rule: 'unique' });
  });

  it('needs material.edit (403 for a role without it)', async () => {
    const { userWithRole } = await import('./materials-helper.js');
    const uploader = await userWithRole(
      server,
      'material-uploader',
      ['material', 'material.image'],
      ['material.view', 'material.upload'],
      [galaxy],
    );
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/material/batch_tag',
      headers: { token: uploader.token },
      payload: { material_ids: [await fresh([galaxy])], tag_ids: [] },
    });
    expect(res.statusCode).toBe(403);
  });
});
