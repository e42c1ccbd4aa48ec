import { calls } from '@adconsole/contract';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../lib/saveFile';
import { setToken } from '../lib/storage';
import { ApiError, apiFile } from './request';

let fetched: { url: string; init: RequestInit }[] = [];

function serve(response: () => Response) {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      fetched.push({ url, init });
      if (url.startsWith(calls.system.feLog.path)) return new Response('{"code":200,"msg":"ok","data":null}');
      return response();
    }),
  );
}

beforeAll(async () => {
  await import('../kit/feedbackAntd');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiFile: a call that answers a file', () => {
  it('sends method, path, query and token as the declaration says, and answers the file and its name', async () => {
    setToken('t0k');
    serve(
      () =>
        new Response('id,time\r\n1,2\r\n', {
          status: 200,
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log.csv"',
          },
        }),
    );
    const file = await apiFile(calls.audit.export, { entity_kind: 'tag', entity_id: 7 });
    expect(fetched[0]?.init.method).toBe(calls.audit.export.method);
    expect(fetched[0]?.url).toBe(`${calls.audit.export.path}?entity_kind=tag&entity_id=7`);
    expect((fetched[0]!.init.headers as Record<string, string>).token).toBe('t0k');
    expect(file.fileName).toBe('audit-log.csv');
    expect(await file.blob.text()).toBe('id,time\r\n1,2\r\n');
  });

  it("sends a list export's filters as its list call takes them, and the language as Accept-Language", async () => {
    serve(() => new Response('\uFEFFID\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }));
    const file = await apiFile(calls.listExports.campaigns, { custom: 'x' }, { language: 'en-US' });
    expect(fetched[0]?.init.method).toBe('POST');
    expect(fetched[0]?.url).toBe(calls.listExports.campaigns.path);
    expect(fetched[0]?.init.body).toBe('{"custom":"x"}');
    expect((fetched[0]!.init.headers as Record<string, string>)['Accept-Language']).toBe('en-US');
    expect(file.fileName).toBeNull();
    await apiFile(calls.listExports.roles);
    expect((fetched.at(-1)!.init.headers as Record<string, string>)['Accept-Language']).toBeUndefined();
  });

  it('rejects a refusal (the JSON envelope) as any call does', async () => {
    serve(
      () =>
        new Response(JSON.stringify({ code: 403, msg: 'the audit log is for administrators', data: null }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const refused = apiFile(calls.audit.export, {});
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 403 });
    // the toast has rendered before the test ends (none left for a torn-down window)
    expect(await screen.findByText(i18next.t('errors.http.403'))).toBeTruthy();
  });

  it('rejects a success envelope where the file was due', async () => {
    serve(
      () =>
        new Response(JSON.stringify({ code: 200, msg: 'success', data: null }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(apiFile(calls.audit.export, {})).rejects.toMatchObject({ kind: 'api' });
    expect(await screen.findByText(i18next.t('errors.default'))).toBeTruthy();
  });
});

describe('saveFile', () => {
  it('clicks a download link to the file under its name, then lets the link go', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:audit');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile(new Blob(['x']), 'audit-log.csv');
    expect(clicked).toEqual([{ href: 'blob:audit', download: 'audit-log.csv' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(revoked).toHaveBeenCalledWith('blob:audit');
    vi.useRealTimers();
  });
});
