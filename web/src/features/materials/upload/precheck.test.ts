import { FileKind, FileLimits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  checkDuplicate,
  checkFormat,
  checkRatio,
  checkReadable,
  checkSize,
  checkSuffix,
  ratioSetFor,
} from './precheck';

const MB = 1024 * 1024;
const keyOf = (check: { ok: boolean; notice?: { key: string } }) => (check.ok ? null : check.notice?.key);

describe('format: images JPG/PNG/GIF, videos MP4', () => {
  it('accepts the kinds formats in any case', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif']) expect(checkFormat(FileKind.IMAGE, ext, 'a').ok, ext).toBe(true);
    expect(checkFormat(FileKind.VIDEO, 'MP4', 'a').ok).toBe(true);
  });
  it('refuses the others with the kind message', () => {
    expect(keyOf(checkFormat(FileKind.IMAGE, 'webp', 'a.webp'))).toBe('upload.error.imageFormat');
    expect(keyOf(checkFormat(FileKind.IMAGE, 'mp4', 'a.mp4'))).toBe('upload.error.imageFormat');
    expect(keyOf(checkFormat(FileKind.VIDEO, 'mov', 'a.mov'))).toBe('upload.error.someUpload');
    expect(keyOf(checkFormat(FileKind.VIDEO, 'jpg', 'a.jpg'))).toBe('upload.error.someUpload');
  });
});

describe('size: videos at most 50 MB with a warning above 25 MB', () => {
  it('passes small videos without a warning', () => {
    expect(checkSize(FileKind.VIDEO, 25 * MB, 'v.mp4')).toEqual({ ok: true });
  });
  it('warns above 25 MB and still passes up to 50 MB', () => {
    const over = checkSize(FileKind.VIDEO, 25 * MB + 1, 'v.mp4');
    expect(over.ok).toBe(true);
    expect(over.ok && over.warning?.key).toBe('upload.warn.bigVideo');
    expect(checkSize(FileKind.VIDEO, FileLimits.VIDEO_MAX_BYTES, 'v.mp4').ok).toBe(true);
  });
  it("refuses over 50 MB with 'someUpload'", () => {
    expect(keyOf(checkSize(FileKind.VIDEO, FileLimits.VIDEO_MAX_BYTES + 1, 'v.mp4'))).toBe('upload.error.someUpload');
  });
  it("refuses images over the server's image limit", () => {
    expect(checkSize(FileKind.IMAGE, FileLimits.IMAGE_MAX_BYTES, 'a.png').ok).toBe(true);
    expect(keyOf(checkSize(FileKind.IMAGE, FileLimits.IMAGE_MAX_BYTES + 1, 'a.png'))).toBe('upload.error.imageTooBig');
  });
});

describe('suffix: the real type must be the extension type', () => {
  it("refuses a PNG named .jpg with 'suffixMsg'", () => {
    expect(checkSuffix('jpg', 'jpeg', 'a.jpg').ok).toBe(true);
    const refused = checkSuffix('jpg', 'png', 'a.jpg');
    expect(refused).toEqual({ ok: false, notice: { key: 'upload.error.suffix', params: { name: 'a.jpg' } } });
    expect(keyOf(checkSuffix('png', null, 'a.png'))).toBe('upload.error.suffix');
  });
});

describe('ratio pre-check per list', () => {
  it('general: 1280x720 is 16:9, 1000x700 is refused with the file name and the ratio found', () => {
    expect(checkRatio(1280, 720, 'general', 'a.jpg')).toEqual({ ok: true, scale: '16:9' });
    expect(checkRatio(1000, 700, 'general', 'b.jpg')).toMatchObject({
      ok: false,
      notice: { key: 'upload.error.ratio', params: { name: 'b.jpg', scale: '1.43:1' } },
    });
  });
  it('general and sku always accept 1:2.1; review does not', () => {
    expect(checkRatio(100, 210, 'general', 'a').ok).toBe(true);
    expect(checkRatio(100, 210, 'sku', 'a').ok).toBe(true);
    expect(keyOf(checkRatio(100, 210, 'review', 'a'))).toBe('upload.error.reviewRatio');
  });
  it('sku: its six ratios, else the sku message', () => {
    expect(checkRatio(600, 500, 'sku', 'a').ok).toBe(true);
    expect(keyOf(checkRatio(400, 300, 'sku', 'a'))).toBe('upload.error.skuRatio');
    expect(checkRatio(400, 300, 'general', 'a').ok).toBe(true);
  });
  it('review: only 1:1 and 16:9', () => {
    expect(checkRatio(500, 500, 'review', 'a')).toEqual({ ok: true, scale: '1:1' });
    expect(checkRatio(1920, 1080, 'review', 'a').ok).toBe(true);
    expect(keyOf(checkRatio(1080, 1920, 'review', 'a'))).toBe('upload.error.reviewRatio');
  });
  it('within 0.01 of the ratio value matches', () => {
    expect(checkRatio(1778, 1000, 'general', 'a').ok).toBe(true);
    expect(checkRatio(1800, 1000, 'review', 'a').ok).toBe(false);
  });
  it('videos use the video list', () => {
    expect(checkRatio(320, 180, 'general', 'v.mp4', FileKind.VIDEO).ok).toBe(true);
    expect(keyOf(checkRatio(500, 500, 'general', 'v.mp4', FileKind.VIDEO))).toBe('upload.error.videoRatio');
  });
  it('the list follows the mode: review wins, then sku, else general', () => {
    expect(ratioSetFor({})).toBe('general');
    expect(ratioSetFor({ sku: true })).toBe('sku');
    expect(ratioSetFor({ review: true, sku: true })).toBe('review');
  });
});

describe("unreadable: no decodable size is 'fileFailed'", () => {
  it('passes a size and refuses none or zero', () => {
    expect(checkReadable({ width: 1, height: 1 }, 'a').ok).toBe(true);
    expect(keyOf(checkReadable(null, 'a'))).toBe('upload.error.unreadable');
    expect(keyOf(checkReadable({ width: 0, height: 10 }, 'a'))).toBe('upload.error.unreadable');
  });
});

describe('duplicate md5 among the chosen files', () => {
  const a = { key: 'a', name: 'a.jpg', md5: 'x', counts: true };
  it('refuses the same md5 as another chosen file, naming it', () => {
    expect(checkDuplicate({ key: 'b', name: 'b.jpg', md5: 'x', counts: true }, [a])).toEqual({
      ok: false,
      notice: { key: 'upload.error.duplicateChosen', params: { name: 'b.jpg', other: 'a.jpg' } },
    });
  });
  it('ignores itself, other checksums, and files that failed or were removed', () => {
    expect(checkDuplicate(a, [a]).ok).toBe(true);
    expect(checkDuplicate({ key: 'b', name: 'b', md5: 'y', counts: true }, [a]).ok).toBe(true);
    expect(checkDuplicate({ key: 'b', name: 'b', md5: 'x', counts: true }, [{ ...a, counts: false }]).ok).toBe(true);
  });
});
