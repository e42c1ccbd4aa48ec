import { calls, FileKind } from '@adconsole/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './request';
import { upload } from './upload';

/** An XMLHttpRequest that answers `status` with `body` after send, reporting one progress event first. */
function fakeXhr(status: number, body: unknown) {
  return class {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    onload?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      });
    }
  };
}

const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
const materialFields = { type: FileKind.IMAGE, ratio_set: 'general' as const, file };

beforeAll(async () => {
  await import('../kit/feedbackAntd');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('upload', () => {
  it('answers the envelope typed from the call and reports progress below 100', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(200, { code: 200, msg: 'ok', data: { path: 'p-1.src', size: 3, name: 'a' } }),
    );
    const progress: number[] = [];
    const answer = await upload(calls.audiences.upload, { file }, { onProgress: (p) => progress.push(p) });
    expect(answer.data.path).toBe('p-1.src');
    expect(progress).toEqual([50]);
  });

  it('sends the declared call: its method and path, the fields in the order given', async () => {
    const sent: { open?: unknown[]; form?: FormData } = {};
    const Xhr = fakeXhr(200, { code: 200, msg: 'ok', data: { file_id: 7 } });
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends Xhr {
        override open(...args: unknown[]) {
          sent.open = args;
        }
        override send(form?: FormData) {
          sent.form = form;
          super.send();
        }
      },
    );
    await upload(calls.files.upload, materialFields);
    expect(sent.open).toEqual([calls.files.upload.method, calls.files.upload.path]);
    expect([...(sent.form?.keys() ?? [])]).toEqual(['type', 'ratio_set', 'file']);
    expect(sent.form?.get('type')).toBe(String(FileKind.IMAGE));
    expect(sent.form?.get('file')).toMatchObject({ name: 'a.png' });
  });

  it('answers a business refusal that rides on a non-200 status, for the caller to show', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(413, { code: 10025, msg: 'too big', data: { max: 314572800 } }));
    const answer = await upload(calls.audiences.upload, { file });
    expect(answer.code).toBe(10025);
  });

  it('handles 403 as every call does: the permission toast, and rejects for the caller', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(403, { code: 403, msg: 'no operation permission: x', data: null }));
    const failure = upload(calls.files.upload, materialFields);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, kind: 'http' });
    expect(await screen.findByText('no operation permission (contact the administrator)')).toBeTruthy();
  });

  it('rejects as aborted when the signal aborts, before or during the upload', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, { code: 200, msg: 'ok', data: null }));
    const before = new AbortController();
    before.abort();
    await expect(upload(calls.audiences.upload, { file }, { signal: before.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    const during = new AbortController();
    const pending = upload(calls.audiences.upload, { file }, { signal: during.signal });
    during.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
