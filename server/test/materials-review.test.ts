import { Code, examineState } from '@adconsole/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLocalReviewer } from '../src/modules/materials/review/local-reviewer.js';
import { startServer, type TestServer } from './helper.js';
import { materialsWorld, type World } from './materials-helper.js';

// Third-party review through the built-in local reviewer: POST /v1/material/review and
// GET /v1/material/refresh_examine_status.

let server: TestServer;
let w: World;
const states = z.array(examineState);

beforeAll(async () => {
  server = await startServer();
  w = await materialsWorld(server);
});
afterAll(() => server.destroy());

/** A new image material of the review account, in review. */
async function inReview(): Promise<number> {
  const [id] = await w.added('operator', {
    materials: [await w.record('operator', { width: 1280, height: 720 })],
    tag_ids: [w.tags.get('Compliance/Brand Safe')!],
    account_relation_type: 2,
    account_ids: [w.accounts.get('Creative Review')!],
    audit: 2,
    country: 'VN',
  });
  return id!;
}
const review = (payload: object, who: 'admin' | 'operator' | 'advertiser' = 'operator') =>
  w.call(who, 'POST', '/v1/material/review', payload);

describe('POST /v1/material/review', () => {
  it('passes materials in review (2 → 4) and records the reviewer', async () => {
    const id = await inReview();
    const res = await review({ material_ids: [id], result: 'pass' });
    expect(states.parse(res.json().data)).toEqual([
      {
        id,
        third_examine_status: 4,
        third_examine_platform: 2,
        third_examine_country: 'VN',
        third_examine_reason: null,
      },
    ]);
    const row = await w.db.selectFrom('material').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.examine_user_id).toBe(w.as.operator.user_id);
    // a passed material is usable: the picker's [1, 4] now lists it
    expect((await w.list('admin', { id, third_examine_status: [1, 4] })).Total).toBe(1);
  });

  it('fails materials with the reason (2 → 3); a failure needs a reason', async () => {
    const [a, b] = [await inReview(), await inReview()];
    const noReason = await review({ material_ids: [a], result: 'fail' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0].field).toBe('reason');
    const res = await review({ material_ids: [a, b], result: 'fail', reason: 'Text covers the product' });
    expect(res.json().data.map((s: { third_examine_status: number }) => s.third_examine_status)).toEqual([3, 3]);
    const item = (await w.list('admin', { id: a })).List[0]!;
    expect(item.third_examine_reason).toBe('Text covers the product');
    expect((await w.list('admin', { id: a, third_examine_status: [1, 4] })).Total).toBe(0);
  });

  it('refuses materials that are not in review, and does nothing to the rest of the batch', async () => {
    const pending = await inReview();
    const plain = (await w.list('admin', { third_examine_status: 1, page_size: 1 })).List[0]!;
    const res = await review({ material_ids: [pending, plain.id], result: 'pass' });
    expect(res.json().data.errors[0]).toMatchObject({ field: 'material_ids', rule: 'in_review' });
    expect((await w.list('admin', { id: pending })).List[0]!.third_examine_status).toBe(2);
    expect((await review({ material_ids: [999999], result: 'pass' })).json().code).toBe(Code.NOT_EXISTS);
    expect((await review({ material_ids: [pending], result: 'maybe' })).statusCode).toBe(400);
  });

  it('needs material.review: the advertiser gets 403', async () => {
    const res = await review({ material_ids: [await inReview()], result: 'pass' }, 'advertiser');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('no operation permission');
  });
});

describe('GET /v1/material/refresh_examine_status', () => {
  it('reads verdicts the provider holds back onto the materials', async () => {
    const id = await inReview();
    // the provider decides outside the console (as an outside review platform would)
    await createLocalReviewer(w.db).decide([id], false, 'Blurry image', w.as.admin.user_id, Date.now());
    expect((await w.list('admin', { id })).List[0]!.third_examine_status).toBe(2);
    const res = await w.call('operator', 'GET', `/v1/material/refresh_examine_status?material_ids=${id}`);
    expect(states.parse(res.json().data)).toMatchObject([
      { id, third_examine_status: 3, third_examine_reason: 'Blurry image' },
    ]);
    expect((await w.list('admin', { id })).List[0]!.third_examine_status).toBe(3);
  });

  it('without ids refreshes every material in review the caller can see', async () => {
    const id = await inReview();
    await createLocalReviewer(w.db).decide([id], true, null, w.as.admin.user_id, Date.now());
    const all = states.parse((await w.body('admin', 'GET', '/v1/material/refresh_examine_status')).data);
    expect(all.find((s) => s.id === id)?.third_examine_status).toBe(4);
    expect(all.filter((s) => s.id !== id).every((s) => s.third_examine_status === 2)).toBe(true);
    // the review account is not the advertiser's: it sees none of them
    expect((await w.body('advertiser', 'GET', '/v1/material/refresh_examine_status')).data).toEqual([]);
    expect((await w.body('advertiser', 'GET', `/v1/material/refresh_examine_status?material_ids=${id}`)).code).toBe(
      Code.NOT_EXISTS,
    );
  });
});
