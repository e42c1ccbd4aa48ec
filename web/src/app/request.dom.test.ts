import { calls } from '@adconsole/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { getToken, removeToken, setToken } from '../lib/storage';
import { ApiError, api } from './request';

type Fetched = { url: string; init: RequestInit };
let fetched: Fetched[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers API calls with `answer`; fe_log reports always succeed and are recorded. */
function serve(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      fetched.push({ url, init });
      if (url.startsWith(calls.system.feLog.path)) return json(200, { code: 200, msg: 'ok', data: null });
      return answer(url, init);
    }),
  );
}

const feLogs = () => fetched.filter((call) => call.url === calls.system.feLog.path);

// Toasts load antd on first use; loading it here keeps a cold import from outlasting findByText's wait.
beforeAll(async () => {
  await import('../kit/feedbackAntd');
}, 30_000);
beforeEach(() => {
  fetched = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('request layer', () => {
  it('sends the token header and answers the envelope on success', async () => {
    setToken('t0k');
    serve(() => json(200, { code: 200, msg: 'success', data: { a: 1 } }));
    const answer = await api(calls.lookups.adPositionPage, { id: 3, name: '', app_ids: [1, 2] });
    expect(answer.data).toEqual({ a: 1 });
    expect(fetched[0]?.url).toBe(`${calls.lookups.adPositionPage.path}?id=3&app_ids=1&app_ids=2`);
    expect((fetched[0]?.init.headers as Record<string, string> | undefined)?.token).toBe('t0k');
  });

  it('takes method and path from the declaration: the query of a query call, the JSON body of a body call', async () => {
    serve(() => json(200, { code: 200, msg: 'success', data: null }));
    await api(calls.tags.remove, { id: 4, force: 0 });
    await api(calls.materials.batchTag, { material_ids: [1], tag_ids: [2] });
    expect(fetched.map((call) => [call.init.method, call.url])).toEqual([
      ['DELETE', `${calls.tags.remove.path}?id=4&force=0`],
      ['POST', calls.materials.batchTag.path],
    ]);
    expect(JSON.parse(String(fetched[1]?.init.body))).toEqual({ material_ids: [1], tag_ids: [2] });
  });

  it('returns business codes to the caller, also on a 429', async () => {
    serve(() => json(429, { code: 10101, msg: 'locked', data: { retry_after: 42 } }));
    const answer = await api(calls.session.login, { login_name: 'a', password: 'b' });
    expect(answer.code).toBe(10101);
    expect(answer.data).toEqual({ retry_after: 42 });
  });

  it('a 401 that answers after the session ended here (a call sent before signing out) reloads nothing', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    removeToken();
    serve(() => json(401, { code: 401, msg: 'unauthorized', data: null }));
    await expect(api(calls.system.health)).rejects.toBeInstanceOf(ApiError);
    vi.advanceTimersByTime(2000);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on 401 tells the user, drops the token and reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    setToken('old');
    serve(() => json(401, { code: 401, msg: 'unauthorized', data: null }));
    await expect(api(calls.system.health)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('token invalid, please log in again')).toBeTruthy();
  });

  it('toasts 402 and 403 with the spec texts', async () => {
    serve((url) => json(url === calls.lookups.mediaApps.path ? 402 : 403, { code: 0, msg: 'x', data: null }));
    await expect(api(calls.lookups.mediaApps)).rejects.toMatchObject({ status: 402 });
    expect(await screen.findByText('you do not have permission to access this page')).toBeTruthy();
    await expect(api(calls.lookups.countries)).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('no operation permission (contact the administrator)')).toBeTruthy();
  });

  it('maps "have no auth" and reports apiFail answers with the server message', async () => {
    serve((url) =>
      url === calls.lookups.mediaApps.path
        ? json(200, { code: 500, msg: 'have no auth', data: null })
        : json(200, { code: 500, msg: 'database is busy', data: null }),
    );
    await expect(api(calls.lookups.mediaApps)).rejects.toMatchObject({ kind: 'api' });
    expect(
      await screen.findByText('You do not have permission for this interface, contact the administrator'),
    ).toBeTruthy();
    await expect(api(calls.lookups.countries)).rejects.toMatchObject({ kind: 'api', code: 500 });
    expect(await screen.findByText('database is busy')).toBeTruthy();
    expect(feLogs().length).toBe(2);
  });

  it('says "Network Error" when the server cannot be reached or answers without a message', async () => {
    serve((url) => {
      if (url === calls.lookups.mediaApps.path) throw new TypeError('Failed to fetch');
      return new Response('oops', { status: 502 });
    });
    await expect(api(calls.lookups.mediaApps)).rejects.toMatchObject({ kind: 'network' });
    await expect(api(calls.lookups.countries)).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect((await screen.findAllByText('Network Error')).length).toBeGreaterThan(0);
  });

  it('raises a timeout alert when the answer takes too long', async () => {
    serve(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(api(calls.system.health, undefined, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(await screen.findByText('Request timed out')).toBeTruthy();
  });

  it('keeps fe_log silent and never reports its own failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push({ url, init: {} });
        return json(500, { code: 500, msg: 'fe_log broke', data: null });
      }),
    );
    await expect(api(calls.system.feLog, { path: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(fetched).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('fe_log broke')).toBeNull();
  });
});
