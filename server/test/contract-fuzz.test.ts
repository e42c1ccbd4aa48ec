import { type CallEntry, callEntries, calls, isServiceAccess, withQuery } from '@adconsole/contract';
import { callSchemas } from '@adconsole/contract/registry';
import type { InjectSession } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseValue, type Field, fieldsOf, hostileValues, toJsonText, withValue } from './fuzz-inputs.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// The contract fuzz: every declared call, every string, number, array and free field of its query or
// body, each hostile value an outside probe sent (NUL, lone surrogates, bidi and zero-width characters, nesting past
// and under the body cap, huge arrays, numbers at and past their limits). No answer may be a 5xx. Multipart calls
// stream files and have no JSON fields to fill (their uploads have their own tests); logout would end the session.

let server: TestServer;
let admin: InjectSession;
beforeAll(async () => {
  server = await startServer();
  admin = await loginAs(server, 'admin');
});
afterAll(() => server.destroy());

interface Sent {
  entry: CallEntry;
  field: Field;
  label: string;
  status: number;
  body: string;
}

// Service calls (the intakes) take an API key, not the administrator's session, and read their body as lines: their
// hostile input is sent by their own suites (device-events.test.ts, delivery-stats.test.ts, api-keys-guard.test.ts).
const fuzzed = callEntries().filter(
  ({ call }) => !call.form && call !== calls.session.logout && !isServiceAccess(call.access),
);

/**
 * Sends every hostile value of every field of every fuzzed call; `token` null sends them anonymously. The calls go
 * four at a time (each call's values in turn), as a prober's would: they touch no shared rows (ids name none).
 */
async function fuzz(entries: CallEntry[], token: string | null): Promise<Sent[]> {
  const sent: Sent[] = [];
  const queue = [...entries];
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) await fuzzCall(entry, token, sent);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return sent;
}

async function fuzzCall(entry: CallEntry, token: string | null, sent: Sent[]): Promise<void> {
  const { call } = entry;
  const schemas = callSchemas(call);
  const schema = schemas.query ?? schemas.body;
  if (!schema) return;
  const inQuery = Boolean(schemas.query);
  const base = baseValue(schema);
  for (const [index, field] of fieldsOf(schema).entries()) {
    for (const [label, value] of hostileValues(field, inQuery, index === 0)) {
      const input = withValue(base, field.path, value);
      const headers: Record<string, string> = token ? { token } : {};
      const res = await server.app
        .inject(
          inQuery
            ? { method: call.method, url: withQuery(call.path, input as Record<string, unknown>), headers }
            : {
                method: call.method,
                url: call.path,
                headers: { ...headers, 'content-type': 'application/json' },
                payload: toJsonText(input),
              },
        )
        // a streamed answer (a CSV export) that fails after its head is cut off: a server error all the same
        .catch((error: Error) => ({ statusCode: 599, body: `cut off: ${error.message}` }));
      sent.push({ entry, field, label, status: res.statusCode, body: res.body.slice(0, 300) });
    }
  }
}

const describeSent = (s: Sent) =>
  `${s.entry.call.method} ${s.entry.call.path} ${s.field.path.join('.') || '(body)'} ${s.label}: ${s.status} ${s.body}`;

describe('the contract fuzz: hostile values in every field of every declared call', () => {
  it('answers no 5xx to an administrator, and refuses a NUL in any string field with a 400 naming it', {
    timeout: 120_000,
  }, async () => {
    const sent = await fuzz(fuzzed, admin.token);
    // the walk reached the calls and their fields (a fuzz that sends nothing proves nothing)
    expect(new Set(sent.map((s) => s.entry.name)).size).toBeGreaterThan(100);
    expect(sent.length).toBeGreaterThan(2_500);
    expect(sent.filter((s) => s.status >= 500).map(describeSent)).toEqual([]);

    const nulRefusals = sent.filter((s) => s.label === 'NUL');
    expect(nulRefusals.length).toBeGreaterThan(150);
    const unnamed = nulRefusals.filter((s) => {
      if (s.status === 429 && s.entry.call.access === 'public') return false;
      if (s.status !== 400) return true;
      const errors = (JSON.parse(s.body.length < 300 ? s.body : '{}').data?.errors ?? null) as
        | { field: string }[]
        | null;
      // a long answer was cut for the report: its status is the check
      return errors !== null && !errors.some((e) => e.field === s.field.path.join('.'));
    });
    expect(unnamed.map(describeSent)).toEqual([]);
    // the session survived: nothing the fuzz sent signed the administrator out or took its role
    expect((await admin.api(calls.session.roleMenu, { user_id: admin.user_id })).statusCode).toBe(200);
  });

  it('answers no 5xx to an anonymous caller of the public and optional calls', async () => {
    const open = fuzzed.filter(({ call }) => call.access === 'public' || call.access === 'optional');
    expect(open.map((e) => e.call)).toEqual(expect.arrayContaining([calls.session.login, calls.system.feLog]));
    const sent = await fuzz(open, null);
    expect(sent.length).toBeGreaterThan(30);
    expect(sent.filter((s) => s.status >= 500).map(describeSent)).toEqual([]);
  });
});
