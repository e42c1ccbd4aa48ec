import { FileKind } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { businessMessage } from '../../../app/errors';
import { refusalOf } from './serverFailure';

describe('refusalOf: a refused upload as the item failure', () => {
  it('failure code 1 is the wrong-ratio message of the list in use, with the name and the ratio found', () => {
    const data = { reason: 1, name: 'b.jpg', scale: '1.43:1', allowed: ['1:1', '16:9'] };
    expect(refusalOf(10011, data, 'x', 'b.jpg', FileKind.IMAGE, 'review')).toEqual({
      failure: { key: 'upload.error.reviewRatio', params: { name: 'b.jpg', scale: '1.43:1', allowed: '1:1, 16:9' } },
    });
    expect(refusalOf(10011, data, 'x', 'b.jpg', FileKind.IMAGE, 'general').failure).toMatchObject({
      key: 'upload.error.ratio',
    });
    expect(refusalOf(10011, data, 'x', 'b.jpg', FileKind.IMAGE, 'sku').failure).toMatchObject({
      key: 'upload.error.skuRatio',
    });
    expect(refusalOf(10011, data, 'x', 'v.mp4', FileKind.VIDEO, 'general').failure).toMatchObject({
      key: 'upload.error.videoRatio',
    });
  });

  it('failure code 2 is the unreadable message', () => {
    expect(refusalOf(10012, { reason: 2, name: 'c.png' }, 'x', 'c.png', FileKind.IMAGE, 'general')).toEqual({
      failure: { key: 'upload.error.unreadable', params: { name: 'c.png' } },
    });
  });

  it('10010 is translated with the ids and offers the existing materials', () => {
    const refusal = refusalOf(
      10010,
      { ids: [42], md5s: ['0cc175b9c0f1b6a831c399e269772661'], name: 'a.jpg' },
      'dup',
      'a.jpg',
      FileKind.IMAGE,
      'general',
    );
    expect(refusal.duplicateIds).toEqual([42]);
    const text = 'text' in refusal.failure ? refusal.failure.text : '';
    expect(text).toBe(`a.jpg: ${businessMessage(10010, { ids: [42] })}`);
    expect(text).toContain('42');
  });

  it('other business codes are translated, lower codes show the server message, both with the file name', () => {
    const suffix = refusalOf(
      10013,
      { name: 'a.jpg', ext: 'jpg', real: 'png' },
      'x',
      'a.jpg',
      FileKind.IMAGE,
      'general',
    );
    expect(suffix.failure).toEqual({ text: `a.jpg: ${businessMessage(10013, {})}` });
    expect(businessMessage(10013, {})).not.toBe('x');
    expect(refusalOf(400, null, 'type must be 1 or 2', 'a.jpg', FileKind.IMAGE, 'general').failure).toEqual({
      text: 'a.jpg: type must be 1 or 2',
    });
    expect(refusalOf(null, null, 'Network Error', 'a.jpg', FileKind.IMAGE, 'general').failure).toEqual({
      text: 'a.jpg: Network Error',
    });
  });
});
