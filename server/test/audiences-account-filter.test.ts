import { audienceListAnswer, calls } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, readyAudience } from './campaigns-helper.js';
import { startServer, type TestServer } from './helper.js';

// The audience list's account filter (the ad group form's picker): only the packages one account may use, i.e.
// visible to every account or linked to that one, within the caller's own scope.

let server: TestServer;
let s: Record<'admin', InjectSession>;
let galaxy: number;
let other: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await startServer();
  s = await signInAll(server.app, ['admin'] as const);
  const accounts = await accountIds(server);
  galaxy = accounts.get('Galaxy Games')!;
  other = [...accounts.values()].find((id) => id !== galaxy)!;
  ids.everyone = await readyAudience(server, 'Filter everyone', 'all');
  ids.galaxy = await readyAudience(server, 'Filter galaxy', [galaxy]);
  ids.both = await readyAudience(server, 'Filter both', [galaxy, other]);
  ids.other = await readyAudience(server, 'Filter other', [other]);
  ids.galaxyFailed = await readyAudience(server, 'Filter galaxy failed', [galaxy], 3);
});
afterAll(async () => {
  await server.destroy();
});

const names = async (body: Record<string, unknown>, who = s.admin) => {
  const res = await who.api(calls.audiences.list, { page_size: 100, cluster_name: 'Filter', ...body });
  expect(res.json().code, res.body).toBe(200);
  return audienceListAnswer
    .parse(res.json().data)
    .list.map((p) => p.cluster_name)
    .sort();
};

describe('audience list: account filter', () => {
  it('answers the packages visible to every account or linked to the account', async () => {
    expect(await names({ account_id: galaxy })).toEqual([
      'Filter both',
      'Filter everyone',
      'Filter galaxy',
      'Filter galaxy failed',
    ]);
    expect(await names({ account_id: other })).toEqual(['Filter both', 'Filter everyone', 'Filter other']);
  });

  it('combines with the status filter: the picker asks for Import Successful only', async () => {
    expect(await names({ account_id: galaxy, status: [2] })).toEqual([
      'Filter both',
      'Filter everyone',
      'Filter galaxy',
    ]);
  });

  it('without it answers every package in scope, and a bad id is a 400 naming the field', async () => {
    expect(await names({})).toHaveLength(5);
    const res = await s.admin.api(calls.audiences.list, { account_id: 'x' } as never);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('account_id');
  });
});
