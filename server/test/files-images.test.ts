import { Code, FileLimits, UploadFailure } from '@adconsole/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findFiles } from '../src/modules/files/files.repo.js';
import { admin, dir, get, mp4, server, upload, uploaded, useFilesServer } from './files-context.js';
import { makeImage, md5Of, multipart, pngClaiming, sparseFile } from './files-fixtures.js';

useFilesServer();

describe('POST /v1/file: images', () => {
  it('stores a 16:9 JPEG and answers url, file_id, fileInfo (a JSON string) and the meta of the upload record', async () => {
    const jpeg = await makeImage(1600, 900, 'jpeg');
    const data = await uploaded('Summer Banner.jpg', jpeg);
    expect(Object.keys(data).sort()).toEqual(['fileInfo', 'file_id', 'meta', 'url']);
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{32}\.jpg$/);
    expect(JSON.parse(data.fileInfo)).toEqual({ size: jpeg.length, ext: 'jpg', file_md5: md5Of(jpeg) });
    expect(data.meta).toMatchObject({
      type: 1,
      format: 'jpg',
      width: 1600,
      height: 900,
      scale: '16:9',
      screen_type: 1,
      duration: null,
      element: null,
      md5: md5Of(jpeg),
      size: jpeg.length,
      name: 'Summer Banner',
    });
    const [row] = await findFiles(server.database.db, [data.file_id]);
    expect(row).toMatchObject({ md5: md5Of(jpeg), used: 0, kind: 1, uploader_id: expect.any(Number) });
  });

  it('serves the original and a WebP thumbnail with the right type and long cache headers', async () => {
    const png = await makeImage(1000, 1000, 'png');
    const data = await uploaded('square.png', png);
    expect(data.meta).toMatchObject({ scale: '1:1', screen_type: 3, format: 'png' });
    const original = await get(data.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers.etag).toBeTruthy();
    expect(original.headers['last-modified']).toBeTruthy();
    expect(md5Of(original.rawPayload)).toBe(md5Of(png));
    const again = await get(data.url, { 'if-none-match': String(original.headers.etag) });
    expect(again.statusCode).toBe(304);

    expect(data.meta.thumb_url).toMatch(/^\/files\/[0-9a-f]{32}-t\.webp$/);
    const thumb = await get(data.meta.thumb_url!);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', FileLimits.THUMB_WIDTH, FileLimits.THUMB_WIDTH]);
  });

  it('takes a GIF at 1.91:1 and a portrait 9:16 JPEG named .jpeg', async () => {
    const gif = await uploaded('wide.gif', await makeImage(1200, 628, 'gif'));
    expect(gif.meta).toMatchObject({ scale: '1.91:1', format: 'gif', screen_type: 1 });
    const tall = await uploaded('tall.JPEG', await makeImage(900, 1600, 'jpeg'));
    expect(tall.meta).toMatchObject({ scale: '9:16', format: 'jpeg', screen_type: 2 });
  });

  it('refuses a wrong ratio with failure code 1, the ratio found and the allowed list', async () => {
    const res = await upload(admin, 'odd.gif', await makeImage(1000, 700, 'gif'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(Code.FILE_WRONG_RATIO);
    expect(body.data).toMatchObject({ reason: UploadFailure.WRONG_RATIO, name: 'odd.gif', scale: '1.43:1' });
    expect(body.data.allowed).toContain('16:9');
    expect(body.data.allowed).toContain('1:2.1');
  });

  it('checks the sku and review-account lists when asked', async () => {
    const fourThree = await makeImage(800, 600, 'png');
    expect((await upload(admin, 'a.png', fourThree, { ratio_set: 'sku' })).json()).toMatchObject({
      code: Code.FILE_WRONG_RATIO,
      data: { allowed: ['1:1', '16:9', '1.91:1', '6:5', '9:16', '1.48:1', '1:2.1'] },
    });
    const wide = await makeImage(1200, 628, 'png');
    expect((await upload(admin, 'b.png', wide, { ratio_set: 'review' })).json()).toMatchObject({
      code: Code.FILE_WRONG_RATIO,
      data: { allowed: ['1:1', '16:9'] },
    });
    const special = await uploaded('c.png', await makeImage(500, 1050, 'png'), { ratio_set: 'sku', type: '1' });
    expect(special.meta.scale).toBe('1:2.1');
  });

  it('refuses a file whose real type differs from its extension (10013)', async () => {
    const png = await makeImage(1000, 1000, 'png');
    expect((await upload(admin, 'spoof.jpg', png)).json()).toMatchObject({
      code: Code.FILE_SUFFIX_MISMATCH,
      data: { name: 'spoof.jpg', ext: 'jpg', real: 'png' },
    });
    expect((await upload(admin, 'notes.png', Buffer.from('just some text, not an image\n'))).json()).toMatchObject({
      code: Code.FILE_SUFFIX_MISMATCH,
      data: { ext: 'png', real: null },
    });
    expect((await upload(admin, 'clip.mp4', png, { type: '2' })).json()).toMatchObject({
      code: Code.FILE_SUFFIX_MISMATCH,
      data: { ext: 'mp4', real: 'png' },
    });
  });

  it('refuses an image with a valid header but a truncated body, and a header over the pixel cap (10012)', async () => {
    const png = await makeImage(1000, 1000, 'png');
    const cut = await upload(admin, 'cut.png', png.subarray(0, Math.floor(png.length / 2)));
    expect(cut.json()).toMatchObject({ code: Code.FILE_UNREADABLE, data: { reason: UploadFailure.UNREADABLE } });
    const jpeg = await makeImage(1600, 900, 'jpeg');
    const cutJpeg = await upload(admin, 'cut.jpg', jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(cutJpeg.json().code).toBe(Code.FILE_UNREADABLE);
    const bomb = await upload(admin, 'bomb.png', await pngClaiming(10_000, 10_000));
    expect(bomb.json()).toMatchObject({ code: Code.FILE_UNREADABLE, data: { reason: 2, name: 'bomb.png' } });
  });

  it('refuses extensions no kind accepts, and a kind the form did not ask for (10015)', async () => {
    const webp = await makeImage(100, 100, 'webp', { background: { r: 255, g: 255, b: 255 } });
    expect((await upload(admin, 'pic.webp', webp)).json()).toMatchObject({
      code: Code.FILE_UNSUPPORTED,
      data: { ext: 'webp', accepted: ['jpg', 'jpeg', 'png', 'gif'] },
    });
    expect((await upload(admin, 'clip.mp4', mp4, { type: '1' })).json().code).toBe(Code.FILE_UNSUPPORTED);
    // the form field may also come after the file
    const { payload, headers } = multipart([
      { name: 'file', filename: 'pic.png', data: await makeImage(100, 100, 'png') },
      { name: 'type', value: '2' },
    ]);
    const late = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload,
      headers: { ...headers, token: admin },
    });
    expect(late.json()).toMatchObject({ code: Code.FILE_UNSUPPORTED, data: { accepted: ['mp4'] } });
  });

  it('refuses an image over the image limit (10014)', async () => {
    const big = sparseFile(dir, 'big.png', FileLimits.IMAGE_MAX_BYTES + 1);
    expect((await upload(admin, 'big.png', big)).json()).toMatchObject({
      code: Code.FILE_TOO_BIG,
      data: { max: FileLimits.IMAGE_MAX_BYTES },
    });
  });

  it('answers 4xx for a form without a file, a body cut short, JSON, or a bad field', async () => {
    const { payload, headers } = multipart([{ name: 'type', value: '1' }]);
    const none = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload,
      headers: { ...headers, token: admin },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.errors[0].field).toBe('file');
    const boundary = '----cut';
    const cut = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
        await makeImage(100, 100, 'png'),
      ]),
      headers: { token: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().data.errors[0]).toMatchObject({ field: 'file', rule: 'multipart' });
    const json = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload: { a: 1 },
      headers: { token: admin },
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
    const bad = await upload(admin, 'x.png', await makeImage(100, 100, 'png'), { ratio_set: 'wide' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0].field).toBe('ratio_set');
  });
});
