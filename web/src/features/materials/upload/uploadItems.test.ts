import type { FileUploadAnswer } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { canMove, failedItems, isUploading, newItem, reduceItems, type UploadItem, uploadedItems } from './uploadItems';

const answer = { file_id: 7, url: '/files/x.jpg' } as FileUploadAnswer;
const fresh = (name = 'a.jpg') => newItem(new File(['x'], name, { type: 'image/jpeg' }));
const run = (items: UploadItem[], ...actions: Parameters<typeof reduceItems>[1][]) =>
  actions.reduce(reduceItems, items);

describe('upload item states: waiting, uploading, success, fail', () => {
  it('a new item waits with 0 %', () => {
    const item = fresh();
    expect(item).toMatchObject({ state: 'waiting', percent: 0, fileName: 'a.jpg' });
    expect(fresh().key).not.toBe(item.key);
  });

  it('moves only forward: waiting → uploading → success | fail; waiting → fail', () => {
    expect(canMove('waiting', 'uploading')).toBe(true);
    expect(canMove('waiting', 'fail')).toBe(true);
    expect(canMove('waiting', 'success')).toBe(false);
    expect(canMove('uploading', 'success')).toBe(true);
    expect(canMove('uploading', 'fail')).toBe(true);
    expect(canMove('success', 'fail')).toBe(false);
    expect(canMove('fail', 'uploading')).toBe(false);
  });

  it('uploads with progress and ends at 100 % with the stored file', () => {
    const item = fresh();
    const [key] = [item.key];
    const items = run([item], { type: 'start', key }, { type: 'progress', key, percent: 41.6 });
    expect(items[0]).toMatchObject({ state: 'uploading', percent: 42 });
    const done = run(items, { type: 'succeed', key, answer });
    expect(done[0]).toMatchObject({ state: 'success', percent: 100, answer });
    expect(uploadedItems(done)).toHaveLength(1);
  });

  it('ignores progress outside uploading, and illegal or unknown moves leave the list as it was', () => {
    const item = fresh();
    const items = [item];
    expect(reduceItems(items, { type: 'progress', key: item.key, percent: 10 })).toBe(items);
    expect(reduceItems(items, { type: 'succeed', key: item.key, answer })).toBe(items);
    expect(reduceItems(items, { type: 'start', key: 'nope' })).toBe(items);
    const failed = run(items, { type: 'fail', key: item.key, failure: { key: 'upload.error.suffix' } });
    // a late answer of an aborted upload does not revive it
    expect(reduceItems(failed, { type: 'succeed', key: item.key, answer })).toBe(failed);
    expect(reduceItems(failed, { type: 'start', key: item.key })).toBe(failed);
  });

  it('a failure marks the item failed and puts it into the failure list, with the duplicates of a 10010', () => {
    const a = fresh('a.jpg');
    const b = fresh('b.jpg');
    const items = run(
      [a, b],
      { type: 'start', key: b.key },
      { type: 'fail', key: b.key, failure: { text: 'b.jpg: exists' }, duplicateIds: [5] },
    );
    expect(failedItems(items).map((i) => i.fileName)).toEqual(['b.jpg']);
    expect(items[1]).toMatchObject({ state: 'fail', duplicateIds: [5] });
    expect(run(items, { type: 'linked', key: b.key, materialId: 5 })[1]?.linkedId).toBe(5);
    // only a failed duplicate can be linked instead
    expect(reduceItems(items, { type: 'linked', key: a.key, materialId: 5 })).toBe(items);
  });

  it('uploading is on while any item waits or uploads, off when all are success or fail', () => {
    const a = fresh();
    const b = fresh();
    let items = run([a, b], { type: 'start', key: a.key });
    expect(isUploading(items)).toBe(true);
    items = run(items, { type: 'succeed', key: a.key, answer });
    expect(isUploading(items)).toBe(true);
    items = run(items, { type: 'fail', key: b.key, failure: { key: 'x' } });
    expect(isUploading(items)).toBe(false);
    expect(isUploading([])).toBe(false);
  });

  it('the md5 is kept only while waiting; remove and reset take items away', () => {
    const a = fresh();
    let items = run([a], { type: 'hashed', key: a.key, md5: 'abc' });
    expect(items[0]?.md5).toBe('abc');
    items = run(items, { type: 'warn', key: a.key, warning: { key: 'upload.warn.bigVideo' } });
    expect(items[0]?.warning?.key).toBe('upload.warn.bigVideo');
    expect(run(items, { type: 'remove', key: a.key })).toEqual([]);
    expect(run(items, { type: 'add', items: [fresh()] })).toHaveLength(2);
    expect(run(items, { type: 'reset' })).toEqual([]);
  });
});
