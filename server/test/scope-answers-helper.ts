import type { InjectSession as Login } from '@adconsole/testkit';
import { expect } from 'vitest';

// Another tenant's id must answer as a missing one: the comparison made for every call that takes an id.

/** an id no table has */
export const MISSING = 99_999_999;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call that takes an id of a row of `kind`, built for an id and the caller. */
export interface Probe<K extends string> {
  label: string;
  kind: K;
  build: (id: number, me: Login) => [Method, string, unknown?];
  /** the field a 400 about the id names, when its message does not name the id */
  field?: string;
}

export const probe = <K extends string>(kind: K, label: string, build: Probe<K>['build'], field?: string) =>
  ({ kind, label, build, field }) as Probe<K>;

/**
 * The answer with the probed id written as `#` where a refusal echoes it (its message and data). A success is
 * compared whole: it has no reason to echo the id, and its rows may hold the same number for other things.
 */
export function answerOf(res: { statusCode: number; body: string }, id: number) {
  const word = new RegExp(`\\b${id}\\b`, 'g');
  const hide = (v: unknown): unknown => {
    if (v === id) return '#';
    if (typeof v === 'string') return v.replace(word, '#');
    if (Array.isArray(v)) return v.map(hide);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, hide(x)]));
    return v;
  };
  const body = JSON.parse(res.body);
  return { status: res.statusCode, body: body.code === 200 ? body : hide(body) };
}

/**
 * Sends the probe with another tenant's existing id and with an id that was never there: the answers must be the
 * same (HTTP status, code, message, data), or the answer confirms the foreign id exists.
 */
export async function expectSameAnswer<K extends string>(session: Login, p: Probe<K>, foreignId: number) {
  const send = async (id: number) => {
    const [method, url, payload] = p.build(id, session);
    return answerOf(await session.call(method, url, payload), id);
  };
  const missing = await send(MISSING);
  expect(await send(foreignId)).toEqual(missing);
  // a probe refused as malformed before its id is looked at would prove nothing: a 400 must be about the id
  if (missing.status === 400) expect(JSON.stringify(missing.body)).toContain(p.field ? `"field":"${p.field}"` : '#');
}
