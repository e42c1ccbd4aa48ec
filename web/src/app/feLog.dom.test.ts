import { FeLogType, Limits } from '@adconsole/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '../lib/storage';
import { sendFeLog } from './feLog';

let fetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetch = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

const sentBody = () => JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string);

describe('sendFeLog', () => {
  it('sends nothing but failures before sign-in, as the server takes nothing else without a session', () => {
    sendFeLog({ log_type: FeLogType.CLICK, path: '/#/login', other: { clicks: [] } });
    sendFeLog({ log_type: FeLogType.TIMING, path: '/#/login' });
    expect(fetch).not.toHaveBeenCalled();
    sendFeLog({ log_type: FeLogType.API_FAIL, path: '/v1/login', other: { code: 10100 } });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sentBody()).toMatchObject({ log_type: FeLogType.API_FAIL, other: { code: 10100 } });
  });

  it("cuts a long report before sign-in to the server's anonymous size", () => {
    sendFeLog({ log_type: FeLogType.UNHANDLED, path: '/#/login', other: { stack: 'x'.repeat(10_000) } });
    const body = (fetch.mock.calls[0]![1] as RequestInit).body as string;
    expect(sentBody().other).toHaveLength(Limits.FE_LOG_ANON_OTHER_MAX);
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(Limits.FE_LOG_ANON_BODY_MAX);
  });

  it('sends every kind, whole, with a session', () => {
    setToken('tok');
    sendFeLog({ log_type: FeLogType.UNHANDLED, path: '/#/home', other: { stack: 'x'.repeat(10_000) } });
    sendFeLog({ log_type: FeLogType.CLICK, path: '/#/home', other: { clicks: [] } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(JSON.stringify(sentBody().other).length).toBeGreaterThan(10_000);
    expect((fetch.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ token: 'tok' });
  });
});
