import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser';
import { getToken, setToken } from '../lib/storage';
import { ApiError, get, post, requestBlob } from './request';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers API calls with `answer`; fe_log reports always succeed and are recorded. */
function serve(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      if (url.startsWith('/v1/fe_log')) return json(200, { code: 200, msg: 'ok', data: null });
      return answer(url, init);
    }),
  );
}

const feLogs = () => calls.filter((call) => call.url === '/v1/fe_log');

// Toasts load antd on first use; loading it here keeps a cold import from outlasting findByText's wait.
beforeAll(async () => {
  await import('../kit/feedbackAntd');
}, 30_000);
beforeEach(() => {
  calls = [];
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
    const answer = await get<{ a: number }>('/v1/thing', { id: 3, empty: '', list: [1, 2] });
    expect(answer.data.a).toBe(1);
    expect(calls[0]?.url).toBe('/v1/thing?id=3&list=1&list=2');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.token).toBe('t0k');
  });

  it('returns business codes to the caller, also on a 429', async () => {
    serve(() => json(429, { code: 10101, msg: 'locked', data: { retry_after: 42 } }));
    const answer = await post('/v1/login', { login_name: 'a', password: 'b' });
    expect(answer.code).toBe(10101);
    expect(answer.data).toEqual({ retry_after: 42 });
  });

  it('on 401 tells the user, drops the token and reloads', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    setToken('old');
    serve(() => json(401, { code: 401, msg: 'unauthorized', data: null }));
    await expect(get('/v1/thing')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByText('token invalid, please log in again')).toBeTruthy();
  });

  it('toasts 402 and 403 with the spec texts', async () => {
    serve((url) => json(url.includes('page') ? 402 : 403, { code: 0, msg: 'x', data: null }));
    await expect(get('/v1/page')).rejects.toMatchObject({ status: 402 });
    expect(await screen.findByText('you do not have permission to access this page')).toBeTruthy();
    await expect(get('/v1/op')).rejects.toMatchObject({ status: 403 });
    expect(await screen.findByText('no operation permission (contact the administrator)')).toBeTruthy();
  });

  it('maps "have no auth" and reports apiFail answers with the server message', async () => {
    serve((url) =>
      url.includes('noauth')
        ? json(200, { code: 500, msg: 'have no auth', data: null })
        : json(200, { code: 500, msg: 'database is busy', data: null }),
    );
    await expect(get('/v1/noauth')).rejects.toMatchObject({ kind: 'api' });
    expect(
      await screen.findByText('You do not have permission for this interface, contact the administrator'),
    ).toBeTruthy();
    await expect(get('/v1/other')).rejects.toMatchObject({ kind: 'api', code: 500 });
    expect(await screen.findByText('database is busy')).toBeTruthy();
    expect(feLogs().length).toBe(2);
  });

  it('says "Network Error" when the server cannot be reached or answers without a message', async () => {
    serve((url) => {
      if (url.includes('down')) throw new TypeError('Failed to fetch');
      return new Response('oops', { status: 502 });
    });
    await expect(get('/v1/down')).rejects.toMatchObject({ kind: 'network' });
    await expect(get('/v1/bad-gateway')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect((await screen.findAllByText('Network Error')).length).toBeGreaterThan(0);
  });

  it('raises a timeout alert when the answer takes too long', async () => {
    serve(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(get('/v1/slow', undefined, { timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' });
    expect(await screen.findByText('Request timed out')).toBeTruthy();
  });

  it('keeps fe_log silent and never reports its own failures', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push({ url, init: {} });
        return json(500, { code: 500, msg: 'fe_log broke', data: null });
      }),
    );
    await expect(post('/v1/fe_log', { path: '/x' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('fe_log broke')).toBeNull();
  });

  it('returns blobs as they are', async () => {
    serve(() => new Response('a,b\n1,2', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await requestBlob('/v1/export');
    expect(await blob.text()).toBe('a,b\n1,2');
  });
});
