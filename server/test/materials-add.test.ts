import {
  Code,
  duplicateFileData,
  NEED_LINKED_ACCOUNT_MSG,
  TAGS_OVER_MSG,
  UPLOAD_TAGS_OVER_MSG,
} from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActiveMaterialIdByMd5 } from '../src/modules/materials/materials.repo.js';
import { makeImage, multipart } from './files-fixtures.js';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, userWithRole, type World } from './materials-helper.js';

// POST /v1/material/add: uploads of real files saved as materials, with every rule and refusal.

let server: TestServer;
let w: World;
let galaxy: number;
let pixel: number;
let review: number;

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
  galaxy = w.accounts.get('Galaxy Games')!;
  pixel = w.accounts.get('Pixel Studio')!;
  review = w.accounts.get('Creative Review')!;
});
afterAll(() => server.destroy());

const count = async () =>
  Number(
    (
      await w.db
        .selectFrom('material')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const add = (payload: object, who: 'admin' | 'operator' | 'advertiser' = 'admin') =>
  w.call(who, 'POST', '/v1/material/add', payload);

describe('saving uploads as materials', () => {
  it('saves every item with the stored file’s facts, its tags and accounts, and answers the ids', async () => {
    const [a, b] = [await w.record(), await w.record('admin', { width: 1080, height: 1080 })];
    const tags = [w.tags.get('Games/RPG')!, w.tags.get('Format/Banner')!];
    const ids = await w.added('admin', {
      materials: [
        { ...a, name: 'Fresh banner', width: 1, scale: 'wrong' },
        { ...b, tag_ids: [w.tags.get('People/KOL')!] },
      ],
      tag_ids: tags,
      account_relation_type: 2,
      account_ids: [galaxy, pixel],
    });
    expect(ids).toHaveLength(2);
    const [first, second] = (await w.list('admin', { id: ids[0] })).List.concat(
      (await w.list('admin', { id: ids[1] })).List,
    );
    expect(first).toMatchObject({
      name: 'Fresh banner',
      width: 1200,
      height: 628,
      scale: '1.91:1',
      screen_type: 1,
      format: 'jpg',
      md5: a.md5,
      file_id: a.file_id,
      source: 1,
      creator_name: 'admin',
      status: 1,
      third_examine_status: 1,
      third_examine_platform: 1,
      third_examine_country: null,
      account_relation_type: 2,
    });
    expect(first!.tag_ids.sort()).toEqual([...tags].sort());
    expect(first!.accounts.map((x) => x.id).sort()).toEqual([galaxy, pixel].sort());
    expect(second!.tag_ids).toHaveLength(3);
    expect(second!.scale).toBe('1:1');
    const file = await w.db.selectFrom('file').select('used').where('id', '=', a.file_id).executeTakeFirstOrThrow();
    expect(file.used).toBe(1);
    // the upload call now answers 10010 for the same bytes, through findActiveMaterialIdByMd5
    expect(await findActiveMaterialIdByMd5(w.db, a.md5)).toBe(ids[0]);
  });

  it('saves a video with its duration in element', async () => {
    const v = await w.record('admin', { video: true });
    const [id] = await w.added('admin', { materials: [v], account_relation_type: 1 });
    const item = (await w.list('admin', { id })).List[0]!;
    expect(item).toMatchObject({ type: 2, account_relation_type: 1, accounts: [] });
    expect(item.duration).toBeGreaterThan(0);
    expect(JSON.parse(item.element!).duration).toBe(item.duration);
  });

  it('answers 10010 with the existing material when the same file is saved again, and saves nothing', async () => {
    const r = await w.record();
    const [id] = await w.added('admin', { materials: [r], account_relation_type: 1 });
    const other = await w.record();
    const before = await count();
    const res = await add({ materials: [other, r], account_relation_type: 1 });
    expect(res.json()).toMatchObject({ code: Code.DUPLICATE_FILE, data: { ids: [id], md5s: [r.md5] } });
    // one shape with /v1/file's 10010 (the contract's duplicateFileData)
    expect(duplicateFileData.strict().safeParse(res.json().data).success).toBe(true);
    expect(await count()).toBe(before);
    // the same file twice in one request is a 400 on the second
    const twice = await add({ materials: [other, { ...other, name: 'again' }], account_relation_type: 1 });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().data.errors[0]).toMatchObject({ field: 'materials.1.md5', rule: 'unique' });
  });

  it('allows the file of a deleted material to become a new material', async () => {
    const r = await w.record();
    const [id] = await w.added('admin', { materials: [r], account_relation_type: 1 });
    expect((await w.body('admin', 'POST', '/v1/material/delete', { material_ids: [id] })).code).toBe(200);
    const [again] = await w.added('admin', { materials: [r], account_relation_type: 1 });
    expect(again).not.toBe(id);
  });
});

describe('refusals', () => {
  it('requires the account association type with the spec’s message', async () => {
    const res = await add({ materials: [await w.record()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(NEED_LINKED_ACCOUNT_MSG);
    expect(res.json().data.errors[0].field).toBe('account_relation_type');
  });

  it('refuses type 2 without accounts, and accounts with type 1', async () => {
    const r = await w.record();
    const none = await add({ materials: [r], account_relation_type: 2, account_ids: [] });
    expect(none.json().data.errors[0]).toMatchObject({ field: 'account_ids', rule: 'min_one' });
    const extra = await add({ materials: [r], account_relation_type: 1, account_ids: [galaxy] });
    expect(extra.json().data.errors[0]).toMatchObject({ field: 'account_ids', rule: 'empty' });
  });

  it('answers 10201 for accounts, tags and files that do not exist', async () => {
    const r = await w.record();
    expect((await add({ materials: [r], account_relation_type: 2, account_ids: [99999] })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [99999] },
    });
    const theme = (await w.db.selectFrom('tag').select('id').where('level', '=', 1).executeTakeFirstOrThrow()).id;
    expect((await add({ materials: [r], account_relation_type: 1, tag_ids: [theme] })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [theme] },
    });
    expect((await add({ materials: [{ ...r, file_id: 99999 }], account_relation_type: 1 })).json()).toMatchObject({
      code: Code.NOT_EXISTS,
      data: { ids: [99999] },
    });
  });

  it('refuses a checksum or type that does not match the stored file', async () => {
    const r = await w.record();
    const wrongMd5 = await add({ materials: [{ ...r, md5: 'f'.repeat(32) }], account_relation_type: 1 });
    expect(wrongMd5.json().data.errors[0]).toMatchObject({ field: 'materials.0.md5', rule: 'file_md5' });
    const wrongType = await add({ materials: [{ ...r, type: 2 }], account_relation_type: 1 });
    expect(wrongType.json().data.errors[0]).toMatchObject({ field: 'materials.0.type', rule: 'file_kind' });
    const badMd5 = await add({ materials: [{ ...r, md5: 'not-a-checksum' }], account_relation_type: 1 });
    expect(badMd5.statusCode).toBe(400);
  });

  it('refuses more than ten tags per item with the spec’s message', async () => {
    const tagIds = [...w.tags.values()].slice(0, 11);
    const res = await add({ materials: [await w.record()], account_relation_type: 1, tag_ids: tagIds });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(TAGS_OVER_MSG);
    const split = await add({
      materials: [{ ...(await w.record()), tag_ids: tagIds.slice(0, 6) }],
      account_relation_type: 1,
      tag_ids: tagIds.slice(6, 11),
    });
    expect(split.json().data.errors[0]).toMatchObject({ field: 'materials.0.tag_ids', message: TAGS_OVER_MSG });
  });

  it('takes 20 distinct tags across the items of one call, 10 each, and refuses a 21st', async () => {
    const tagIds = [...w.tags.values()].slice(0, 21);
    expect(tagIds).toHaveLength(21);
    const items = async (...groups: number[][]) =>
      Promise.all(groups.map(async (group) => ({ ...(await w.record()), tag_ids: group })));
    const before = await count();
    const over = await add({
      materials: await items(tagIds.slice(0, 10), tagIds.slice(10, 20), tagIds.slice(20)),
      account_relation_type: 1,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.errors[0]).toMatchObject({ field: 'tag_ids', message: UPLOAD_TAGS_OVER_MSG });
    expect(await count()).toBe(before);
    const twenty = await add({
      materials: await items(tagIds.slice(0, 10), tagIds.slice(10, 20)),
      account_relation_type: 1,
    });
    expect(twenty.json()).toMatchObject({ code: 200 });
  });

  it('saves nothing when one item of several fails', async () => {
    const before = await count();
    const res = await add({
      materials: [await w.record(), { ...(await w.record()), file_id: 99998 }],
      account_relation_type: 1,
    });
    expect(res.json().code).toBe(Code.NOT_EXISTS);
    expect(await count()).toBe(before);
  });
});

describe('third-party review (audit 2)', () => {
  const reviewTag = () => w.tags.get('Compliance/Approved Style')!;

  it('starts in review (2) on platform 2 with the country, and submits to the reviewer', async () => {
    const ids = await w.added('operator', {
      materials: [await w.record('operator', { width: 1080, height: 1080 })],
      tag_ids: [reviewTag()],
      account_relation_type: 2,
      account_ids: [review],
      audit: 2,
      country: 'TH',
    });
    const item = (await w.list('admin', { id: ids[0] })).List[0]!;
    expect(item).toMatchObject({ third_examine_status: 2, third_examine_platform: 2, third_examine_country: 'TH' });
    const submitted = await w.db.selectFrom('material_review').selectAll().where('material_id', '=', ids[0]!).execute();
    expect(submitted).toMatchObject([{ result: 2, country: 'TH' }]);
  });

  it('requires a review country of the list, a tag on every item and the review account', async () => {
    const r = await w.record();
    const base = { materials: [r], tag_ids: [reviewTag()], account_relation_type: 2, account_ids: [review], audit: 2 };
    const missing = await add(base);
    expect(missing.json().data.errors[0]).toMatchObject({ field: 'country', rule: 'required' });
    expect(missing.json().msg).toContain('Review country is required');
    expect((await add({ ...base, country: 'US' })).json().data.errors[0].field).toBe('country');
    const untagged = await add({ ...base, tag_ids: [], country: 'ID' });
    expect(untagged.json().data.errors[0]).toMatchObject({ field: 'materials.0.tag_ids', rule: 'min_one' });
    const elsewhere = await add({ ...base, account_ids: [galaxy], country: 'ID' });
    expect(elsewhere.json().data.errors[0]).toMatchObject({ field: 'account_ids', rule: 'review_account' });
    const noAudit = await add({ ...base, audit: 1, country: 'ID' });
    expect(noAudit.json().data.errors[0]).toMatchObject({ field: 'country', rule: 'not_allowed' });
  });
});

describe('scope and permissions', () => {
  it('lets the advertiser link its own accounts but not another (403) nor all accounts (403)', async () => {
    const own = await w.added('advertiser', {
      materials: [await w.record('advertiser')],
      account_relation_type: 2,
      account_ids: [galaxy],
    });
    expect(own).toHaveLength(1);
    const r = await w.record('advertiser');
    const other = await add({ materials: [r], account_relation_type: 2, account_ids: [galaxy, pixel] }, 'advertiser');
    expect(other.statusCode).toBe(403);
    expect(other.json().data.ids).toEqual([pixel]);
    const all = await add({ materials: [r], account_relation_type: 1 }, 'advertiser');
    expect(all.statusCode).toBe(403);
  });

  it('refuses a file uploaded by someone else (10201), except to an administrator', async () => {
    const byOperator = await w.record('operator');
    const res = await add({ materials: [byOperator], account_relation_type: 2, account_ids: [galaxy] }, 'advertiser');
    expect(res.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [byOperator.file_id] } });
    expect(await w.added('admin', { materials: [byOperator], account_relation_type: 1 })).toHaveLength(1);
  });

  it('needs material.upload: 403 for a role with the page but not the group', async () => {
    const viewer = await userWithRole(
      server,
      'material-viewer',
      ['material', 'material.image'],
      ['material.view'],
      [galaxy],
    );
    const r = await w.record();
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/material/add',
      headers: { token: viewer.token },
      payload: { materials: [r], account_relation_type: 2, account_ids: [galaxy] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('no operation permission');
    const list = await server.app.inject({
      method: 'POST',
      url: '/v1/material/list',
      headers: { token: viewer.token },
      payload: {},
    });
    expect(list.statusCode).toBe(200);
  });

  it('answers the upload of a file an active material holds with 10010 and that material’s id', async () => {
    const data = await makeImage(1280, 720, 'png');
    const send = async () => {
      const { payload, headers } = multipart([{ name: 'file', filename: 'dup.png', data }]);
      return (
        await server.app.inject({
          method: 'POST',
          url: '/v1/file',
          payload,
          headers: { ...headers, token: w.as.admin.token },
        })
      ).json();
    };
    const first = await send();
    const [id] = await w.added('admin', {
      materials: [{ name: 'dup', file_id: first.data.file_id, type: 1, md5: first.data.meta.md5 }],
      account_relation_type: 1,
    });
    expect(await send()).toMatchObject({ code: Code.DUPLICATE_FILE, data: { ids: [id] } });
  });
});
