import { calls, Limits } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

const { accounts } = calls;
const CAP = Limits.ACCOUNT_OPTIONS_MAX;
const EXTRA = CAP + 20;

let server: TestServer;
let as: Record<'admin' | 'advertiser', InjectSession>;

type Option = { id: number; account_name: string };
type OptionsCall = typeof accounts.options | typeof accounts.authOptions;
const options = async (
  who: InjectSession,
  query: Record<string, unknown> = {},
  call: OptionsCall = accounts.options,
) => {
  const res = await who.api(call, query);
  expect(res.statusCode).toBe(200);
  return res.json().data as Option[];
};

beforeAll(async () => {
  server = await startServer();
  as = await signInAll(server.app, ['admin', 'advertiser']);
  // more accounts than a picker shows, so the last ones lie past the cut
  const now = Date.now();
  const rows = Array.from({ length: EXTRA }, (_, i) => ({
    account_name: `opt-acct-${String(i).padStart(3, '0')}`,
    status: 1,
    create_time: now,
  }));
  await server.database.db.insertInto('account').values(rows).execute();
});
afterAll(() => server.destroy());

describe('GET /v1/account/list', () => {
  it('answers every account without a limit (for name lookups), and the first 400 by id with one', async () => {
    const all = await options(as.admin);
    expect(all.length).toBeGreaterThan(CAP);
    const capped = await options(as.admin, { limit: CAP });
    expect(capped).toEqual(all.slice(0, CAP));
  });

  it('finds an account past the cut by a keyword in its name, case aside, or by its id', async () => {
    const last = `opt-acct-${EXTRA - 1}`;
    const byName = await options(as.admin, { keyword: last.toUpperCase(), limit: CAP });
    expect(byName.map((a) => a.account_name)).toEqual([last]);
    const byId = await options(as.admin, { keyword: String(byName[0]!.id), limit: CAP });
    expect(byId.map((a) => a.id)).toContain(byName[0]!.id);
    const some = await options(as.admin, { keyword: 'opt-acct-41', limit: CAP });
    expect(some.map((a) => a.account_name)).toEqual(Array.from({ length: 10 }, (_, i) => `opt-acct-41${i}`));
  });

  it('cuts a keyword search at the limit too, and takes % and _ literally', async () => {
    expect(await options(as.admin, { keyword: 'opt-acct', limit: 5 })).toHaveLength(5);
    expect(await options(as.admin, { keyword: 'opt%acct', limit: CAP })).toEqual([]);
    expect(await options(as.admin, { keyword: '_', limit: CAP })).toEqual([]);
  });

  it('searches only the caller scope, on both names of the call', async () => {
    const own = await options(as.advertiser);
    expect(own.length).toBeGreaterThan(0);
    const mine = await options(as.advertiser, { keyword: own[0]!.account_name, limit: CAP }, accounts.authOptions);
    expect(mine.map((a) => a.id)).toContain(own[0]!.id);
    expect(await options(as.advertiser, { keyword: 'opt-acct', limit: CAP }, accounts.authOptions)).toEqual([]);
  });

  it('refuses a limit above 400', async () => {
    expect((await as.admin.api(accounts.options, { limit: CAP + 1 })).statusCode).toBe(400);
  });
});
