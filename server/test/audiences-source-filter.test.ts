import { AudienceSource, audienceListAnswer, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceLeaving } from './audiences-helper.js';
import { readyAudience } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// The audience list's upload-source filter takes every source the column shows: 1 uploaded file, 2 a file in
// storage, and 3 rules, which answers the rule-based packages only.

let server: TestServer;
let s: Record<'admin', InjectSession>;

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  await readyAudience(server, 'Source uploaded', 'all');
  const stored = await readyAudience(server, 'Source stored', 'all');
  await server.database.db
    .updateTable('user_cluster')
    .set({ source: AudienceSource.STORAGE })
    .where('id', '=', stored)
    .execute();
  // a rule-based package made as an operator makes one, through the create call
  const rule = { time_range: 7, country: 'SG', industry_category: 2, events: ['click'] };
  const res = await s.admin.api(calls.audiences.create, {
    data_type: 3,
    encryption: 0,
    source: AudienceSource.RULES,
    visibility_scope: 1,
    cluster_name: 'Source rules',
    user_cluster_rule: rule,
  } as never);
  expect(res.json().code, res.body).toBe(200);
  await audienceLeaving(s.admin, res.json().data.id);
});
afterAll(async () => {
  await server.destroy();
});

const listed = async (body: Record<string, unknown>) => {
  const res = await s.admin.api(calls.audiences.list, { page_size: 100, ...body });
  expect(res.json().code, res.body).toBe(200);
  return audienceListAnswer.parse(res.json().data).list;
};
const names = async (body: Record<string, unknown>) =>
  (await listed({ cluster_name: 'Source', ...body })).map((p) => p.cluster_name).sort();

describe('audience list: upload source filter', () => {
  it('answers only rule-based packages for 3', async () => {
    expect(await names({ upload_source: [3] })).toEqual(['Source rules']);
    const all = await listed({ upload_source: [3] });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((p) => p.upload_source === 3)).toBe(true);
  });

  it('takes 3 with the other sources, and each of them alone', async () => {
    expect(await names({ upload_source: [1] })).toEqual(['Source uploaded']);
    expect(await names({ upload_source: [2] })).toEqual(['Source stored']);
    expect(await names({ upload_source: [1, 3] })).toEqual(['Source rules', 'Source uploaded']);
    expect(await names({})).toEqual(['Source rules', 'Source stored', 'Source uploaded']);
  });

  it('refuses a source that is none of them, naming the field', async () => {
    const res = await s.admin.api(calls.audiences.list, { upload_source: [4] } as never);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('upload_source');
  });
});
