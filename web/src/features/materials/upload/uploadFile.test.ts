import { calls, FileKind } from '@adconsole/contract';
import { describe, expect, it, vi } from 'vitest';
import { uploadFile } from './uploadFile';

const upload = vi.hoisted(() => vi.fn(async () => ({ code: 200, msg: 'ok', data: { file_id: 7 } })));
vi.mock('../../../app/upload', () => ({ upload }));

describe('uploadFile', () => {
  it('sends the file call with the kind and ratio list before the file, and passes progress and abort on', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    const onProgress = () => {};
    const signal = new AbortController().signal;
    const answer = await uploadFile(file, { type: FileKind.IMAGE, ratioSet: 'general', onProgress, signal });
    expect(answer.data.file_id).toBe(7);
    expect(upload).toHaveBeenCalledWith(
      calls.files.upload,
      { type: FileKind.IMAGE, ratio_set: 'general', file },
      { onProgress, signal },
    );
    const fields = (upload.mock.calls[0] as unknown[])[1] as object;
    expect(Object.keys(fields)).toEqual(['type', 'ratio_set', 'file']);
  });
});
