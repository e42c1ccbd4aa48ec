import { type AudienceItem, type AudienceRule, Code, calls, DeviceEventLimits } from '@adconsole/contract';
import { apiKeyHeaders, type InjectSession, issueApiKey } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneDeviceEvents } from '../src/modules/audiences/events/event-prune.job.js';
import { audienceLeaving } from './audiences-helper.js';
import { multipart } from './files-fixtures.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The device-event intake on the real server: the pipeline's batch call with an API key, its limits, bad lines and
// repeated batch ids; the prune of old events; a rule-based package that matches nothing says why.

let server: TestServer;
let admin: InjectSession;
let secret: string;
const DAY = 86_400_000;
const NDJSON = 'application/x-ndjson';
const CSV = 'text/csv';

beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
  secret = (await issueApiKey(admin, { name: 'intake test', scopes: ['device_events'] })).secret;
});
afterAll(() => server.destroy());

let serial = 0;
/** A GAID of its own for each event, so counts in the table name this test's rows. */
const gaid = () => `${(++serial).toString(16).padStart(8, '0')}-aaaa-4bbb-8ccc-${'d'.repeat(12)}`;
const event = (o: Record<string, unknown> = {}) => ({
  device_id: gaid(),
  country: 'FR',
  event: 'click',
  industry_category: 1,
  time: Date.now() - 1000,
  ...o,
});
const ndjson = (events: object[]) => events.map((e) => JSON.stringify(e)).join('\n');

function batch(batchId: string, payload: string, type = NDJSON, headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url: `${calls.deviceEvents.batch.path}?batch_id=${encodeURIComponent(batchId)}`,
    headers: { 'content-type': type, ...apiKeyHeaders(secret), ...headers },
    payload,
  });
}

const db = () => server.database.db;
const eventsOf = async (gaids: string[]) =>
  Number(
    (
      await db()
        .selectFrom('device_event')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('gaid', 'in', gaids)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the batch call', () => {
  it('stores NDJSON events and counts expired ones; the same batch id again stores nothing', async () => {
    const events = [event(), event({ country: 'fr', event: 'install' }), event({ time: Date.now() - 40 * DAY })];
    const body = ndjson(events);
    const first = await batch('b-1', body);
    expect(first.json()).toMatchObject({ code: 200, data: { lines: 3, stored: 2, expired: 1, replayed: false } });
    const gaids = events.map((e) => e.device_id);
    expect(await eventsOf(gaids)).toBe(2);
    const again = await batch('b-1', body);
    expect(again.json().data).toEqual({ ...first.json().data, replayed: true });
    expect(await eventsOf(gaids)).toBe(2);
  });

  it('refuses a known batch id with other content (10720), storing nothing', async () => {
    await batch('b-2', ndjson([event()]));
    const other = event();
    const res = await batch('b-2', ndjson([other]));
    expect(res.json()).toMatchObject({ code: Code.DEVICE_EVENT_BATCH_CONFLICT, data: { batch_id: 'b-2' } });
    expect(await eventsOf([other.device_id])).toBe(0);
  });

  it('answers two calls racing with one batch id once each, storing the batch once', async () => {
    const events = [event(), event()];
    const body = ndjson(events);
    const answers = await Promise.all([batch('b-race', body), batch('b-race', body)]);
    expect(answers.map((a) => a.json().data.replayed).sort()).toEqual([false, true]);
    expect(await eventsOf(events.map((e) => e.device_id))).toBe(2);
  });

  it('reads CSV with a header, quoted cells, CRLF and an ISO time', async () => {
    const a = gaid();
    const b = gaid();
    const body = `device_id,country,event,industry_category,time\r\n"${a}",FR,click,2,${Date.now()}\r\n${b},FR,event,1,${new Date().toISOString()}\r\n`;
    const res = await batch('b-csv', body, `${CSV}; charset=utf-8`);
    expect(res.json()).toMatchObject({ code: 200, data: { lines: 2, stored: 2 } });
    expect(await eventsOf([a, b])).toBe(2);
  });

  it('refuses a batch with bad lines whole: each named by line and rule, no content echoed', async () => {
    const good = event();
    const secretText = 'SECRET-PAYLOAD-42';
    const lines = [
      JSON.stringify(good),
      JSON.stringify(event({ country: 'XX', note: secretText })),
      `{"device_id":"${secretText}"`,
      JSON.stringify(event({ device_id: secretText })),
    ].join('\n');
    const res = await batch('b-bad', lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'line 2', rule: 'country', message: expect.any(String) },
      { field: 'line 3', rule: 'json', message: expect.any(String) },
      { field: 'line 4', rule: 'device_id', message: expect.any(String) },
    ]);
    expect(res.body).not.toContain(secretText);
    expect(await eventsOf([good.device_id])).toBe(0);
    // nothing was kept under the id: the fixed batch goes through with it
    expect((await batch('b-bad', JSON.stringify(good))).json()).toMatchObject({ code: 200, data: { stored: 1 } });
  });

  it('refuses more lines than a call carries, and more bytes', async () => {
    const line = JSON.stringify(event());
    const many = await batch('b-many', `${line}\n`.repeat(DeviceEventLimits.BATCH_LINES_MAX + 1));
    expect(many.statusCode).toBe(400);
    expect(many.json().data.errors[0]).toMatchObject({ field: 'body', rule: 'max_lines' });
    const big = await batch('b-big', ' '.repeat(DeviceEventLimits.BATCH_BYTES_MAX + 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().data.errors[0]).toMatchObject({ field: 'body', rule: 'max_bytes' });
    expect(
      await db().selectFrom('device_event_batch').select('id').where('batch_id', 'in', ['b-many', 'b-big']).execute(),
    ).toEqual([]);
  });

  it('refuses a body of another media type and a bad batch id', async () => {
    const json = await batch('b-type', JSON.stringify(event()), 'application/json');
    expect(json.statusCode).toBe(400);
    for (const bad of ['no spaces', 'nul\u0000']) {
      const id = await batch(bad, ndjson([event()]));
      expect(id.statusCode).toBe(400);
      expect(id.json().data.errors[0].field).toBe('batch_id');
    }
  });

  it('refuses a call without a key, with a session token, or with a revoked key', async () => {
    const body = ndjson([event()]);
    const url = `${calls.deviceEvents.batch.path}?batch_id=k1`;
    const none = await server.app.inject({ method: 'POST', url, headers: { 'content-type': NDJSON }, payload: body });
    expect(none.statusCode).toBe(401);
    const session = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': NDJSON, token: admin.token },
      payload: body,
    });
    expect(session.statusCode).toBe(401);
    const key = await issueApiKey(admin, { name: 'revoked intake', scopes: ['device_events'] });
    expect((await admin.api(calls.apiKeys.revoke, { id: key.id })).json().code).toBe(200);
    const revoked = await server.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': NDJSON, ...apiKeyHeaders(key.secret) },
      payload: body,
    });
    expect(revoked.statusCode).toBe(401);
  });
});

describe('the prune', () => {
  it('deletes events and batch ids past the retention window, keeping the rest', async () => {
    const now = Date.now();
    const window = DeviceEventLimits.RETENTION_DAYS * DAY;
    const rows = [now - window - DAY, now - window + DAY].map((event_time) => ({
      gaid: gaid(),
      country: 'FR',
      industry_category: 1,
      event: 'click',
      event_time,
    }));
    await db().insertInto('device_event').values(rows).execute();
    await db()
      .insertInto('device_event_batch')
      .values({
        api_key_id: 1,
        batch_id: 'old',
        body_sha256: '0',
        lines: 0,
        stored: 0,
        expired: 0,
        create_time: now - window - DAY,
      })
      .execute();
    const pruned = await pruneDeviceEvents(db(), now);
    expect(pruned.events).toBeGreaterThanOrEqual(1);
    expect(await eventsOf([rows[0]!.gaid])).toBe(0);
    expect(await eventsOf([rows[1]!.gaid])).toBe(1);
    expect(await db().selectFrom('device_event_batch').select('id').where('batch_id', '=', 'old').execute()).toEqual(
      [],
    );
  });
});

describe('a rule that matches no device', () => {
  async function ruleWarning(name: string, rule: AudienceRule) {
    const created = await admin.api(calls.audiences.create, {
      data_type: 3,
      encryption: 0,
      cluster_name: name,
      source: 3,
      visibility_scope: 1,
      user_cluster_rule: rule,
    });
    expect(created.json().code).toBe(200);
    const done = await audienceLeaving(admin, created.json().data.id);
    const listed: AudienceItem[] = (await admin.api(calls.audiences.list, { cluster_id: done.cluster_id })).json().data
      .list;
    return { done, row: listed[0]! };
  }

  it('ends Import Successful with 0 and no_events when its country has no events in its window', async () => {
    const { done, row } = await ruleWarning('No DE events', {
      time_range: 7,
      country: 'DE',
      industry_category: 1,
      events: ['click'],
    });
    expect(done).toMatchObject({ status: 2, count: 0, import_warning: 'no_events' });
    expect(done.import_report).toMatchObject({ count: 0, warning: 'no_events' });
    expect(row.import_warning).toBe('no_events');
  });

  it('says no_match when the country has events but none of the rule', async () => {
    await batch('b-it', ndjson([event({ country: 'IT', industry_category: 1, event: 'click' })]));
    const { done, row } = await ruleWarning('IT e-commerce', {
      time_range: 3,
      country: 'IT',
      industry_category: 2,
      events: ['install'],
    });
    expect(done).toMatchObject({ status: 2, count: 0, import_warning: 'no_match' });
    expect(row.import_warning).toBe('no_match');
  });

  it('gives no warning when devices match', async () => {
    await batch('b-es', ndjson([event({ country: 'ES', industry_category: 2, event: 'install' })]));
    const { done } = await ruleWarning('ES installs', {
      time_range: 3,
      country: 'ES',
      industry_category: 2,
      events: ['install'],
    });
    expect(done).toMatchObject({ status: 2, count: 1, import_warning: null });
  });
});

describe('a back-fill import', () => {
  function importFile(session: InjectSession, data: Buffer, filename: string) {
    const { payload, headers } = multipart([{ name: 'file', filename, data }]);
    return server.app.inject({
      method: 'POST',
      url: calls.deviceEvents.importFile.path,
      payload,
      headers: { ...headers, token: session.token },
    });
  }

  async function settled(id: number) {
    for (let i = 0; i < 200; i++) {
      const item = (await admin.api(calls.deviceEvents.importDetail, { id })).json().data;
      if (item.status !== 1) return item;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`import ${id} still running`);
  }

  it('stores the good lines of a CSV file, skips and counts the bad ones by line, and lists the import', async () => {
    const good = [event({ country: 'PT' }), event({ country: 'PT', event: 'install' })];
    const text = [
      'device_id,country,event,industry_category,time',
      ...good.map((e) => `${e.device_id},${e.country},${e.event},${e.industry_category},${e.time}`),
      `${gaid()},XX,click,1,${Date.now()}`,
      'not,a,line',
    ].join('\n');
    const res = await importFile(admin, Buffer.from(text), 'backfill.csv');
    expect(res.json().code).toBe(200);
    const done = await settled(res.json().data.id);
    expect(done).toMatchObject({
      status: 2,
      name: 'backfill.csv',
      report: {
        lines: 4,
        stored: 2,
        bad: 2,
        bad_by_reason: { country: 1, columns: 1 },
        bad_lines: [
          { line: 4, reason: 'country' },
          { line: 5, reason: 'columns' },
        ],
      },
    });
    expect(await eventsOf(good.map((e) => e.device_id))).toBe(2);
    const listed = (await admin.api(calls.deviceEvents.importList, { page_no: 1, page_size: 10 })).json().data;
    expect(listed.list[0]).toMatchObject({ id: done.id, creator_name: 'admin' });
  });

  it('refuses another suffix, and a user who is not an administrator', async () => {
    const bad = await importFile(admin, Buffer.from('x'), 'events.txt');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0]).toMatchObject({ field: 'file', rule: 'suffix' });
    const operator = await loginAs(server, 'operator');
    const refused = await importFile(operator, Buffer.from(ndjson([event()])), 'events.ndjson');
    expect([402, 403]).toContain(refused.statusCode);
  });
});
