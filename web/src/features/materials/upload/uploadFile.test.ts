import { calls, FileKind } from '@adconsole/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/request';
import { uploadFile } from './uploadFile';

/** An XMLHttpRequest that answers `status` with `body` after send, reporting one progress event first. */
function fakeXhr(status: number, body: unknown) {
  return class {
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
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
const options = { type: FileKind.IMAGE, ratioSet: 'general' as const };

beforeAll(async () => {
  await import('../../../kit/feedbackAntd');
}, 30_000);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('answers the envelope and reports progress below 100', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(200, { code: 200, msg: 'ok', data: { file_id: 7 } }));
    const progress: number[] = [];
    const answer = await uploadFile(file, { ...options, onProgress: (p) => progress.push(p) });
    expect(answer.data.file_id).toBe(7);
    expect(progress).toEqual([50]);
  });

  it('sends the declared call: its method and path, the kind and ratio list before the file', async () => {
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
    await uploadFile(file, options);
    expect(sent.open).toEqual([calls.files.upload.method, calls.files.upload.path]);
    expect([...(sent.form?.keys() ?? [])]).toEqual(['type', 'ratio_set', 'file']);
    expect(sent.form?.get('type')).toBe(String(FileKind.IMAGE));
    expect(sent.form?.get('file')).toMatchObject({ name: 'a.png' });
  });

  it('handles 403 as every call does: the permission toast, and rejects for the item', async () => {
    vi.stubGlobal('XMLHttpRequest', fakeXhr(403, { code: 403, msg: 'no operation permission: x', data: null }));
    const failure = uploadFile(file, options);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, kind: 'http' });
    expect(await screen.findByText('no operation permission (contact the administrator)')).toBeTruthy();
  });
});
