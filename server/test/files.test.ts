import fs from 'node:fs';
import path from 'node:path';
import { Code, duplicateFileData, FileLimits } from '@adconsole/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/password.js';
import { postersSettled } from '../src/modules/files/files.poster-job.js';
import { findFiles, markFilesUsed } from '../src/modules/files/files.repo.js';
import { sweepOrphans } from '../src/modules/files/files.sweep.js';
import { createStorage } from '../src/modules/files/storage.js';
import { grantGroups, grantMenus, insertRole, insertUser } from '../src/seed/seed.repo.js';
import { admin, del, dir, get, mp4, operator, server, upload, uploaded, useFilesServer } from './files-context.js';
import { makeImage, makeMp4, md5Of, multipart, sparseFile } from './files-fixtures.js';
import { loginAs, startServer } from './helper.js';

useFilesServer();

describe('POST /v1/file: videos', () => {
  it('stores a 16:9 MP4 with its duration in element and a JPEG poster frame', async () => {
    const data = await uploaded('promo.mp4', mp4, { type: '2', ratio_set: 'video' });
    expect(data.url).toMatch(/^\/files\/[0-9a-f]{32}\.mp4$/);
    expect(JSON.parse(data.fileInfo)).toEqual({ size: mp4.length, ext: 'mp4', file_md5: md5Of(mp4) });
    expect(data.meta).toMatchObject({
      type: 2,
      format: 'mp4',
      width: 320,
      height: 180,
      scale: '16:9',
      screen_type: 1,
      duration: 2,
      element: '{"duration":2}',
    });
    expect(data.meta.thumb_url).toMatch(/-p\.jpg$/);
    const poster = await get(data.meta.thumb_url!);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
  });

  it('serves byte ranges of a video (206), and 416 past the end', async () => {
    const data = await uploaded('seek.mp4', makeMp4(dir, 640, 360, 1, 'green'));
    const whole = await get(data.url);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const size = whole.rawPayload.length;
    const part = await get(data.url, { range: 'bytes=0-99' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);
    const tail = await get(data.url, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true);
    const past = await get(data.url, { range: `bytes=${size}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    // over a real socket: HEAD answers the length without a body
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const head = await fetch(`${address}${data.url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBe(size);
    const ranged = await fetch(`${address}${data.url}`, { headers: { range: 'bytes=10-19' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(whole.rawPayload.subarray(10, 20))).toBe(true);
  });

  it('refuses a video at a ratio outside the video list (10011)', async () => {
    const res = await upload(admin, 'square.mp4', makeMp4(dir, 240, 240, 1, 'red'));
    expect(res.json()).toMatchObject({
      code: Code.FILE_WRONG_RATIO,
      data: { reason: 1, scale: '1:1', allowed: ['1.91:1', '16:9', '1:1.48', '9:16'] },
    });
  });

  it('refuses an MP4 whose boxes are cut short (10012)', async () => {
    const res = await upload(admin, 'cut.mp4', mp4.subarray(0, Math.floor(mp4.length * 0.6)));
    expect(res.json()).toMatchObject({ code: Code.FILE_UNREADABLE, data: { reason: 2, name: 'cut.mp4' } });
  });

  it('refuses a video of 50 MB and one byte as soon as the limit is passed (10014)', async () => {
    const big = sparseFile(dir, 'big.mp4', FileLimits.VIDEO_MAX_BYTES + 1);
    const res = await upload(admin, 'big.mp4', big, { type: '2' });
    expect(res.json()).toMatchObject({ code: Code.FILE_TOO_BIG, data: { name: 'big.mp4', max: 52_428_800 } });
    // nothing is left in scratch space (the answer goes as soon as the limit passes; the removal may follow it)
    const scratch = path.join(server.config.dataDir, 'files', '.tmp');
    await expect.poll(() => fs.readdirSync(scratch), { timeout: 5_000 }).toEqual([]);
  });
});

describe('poster frames', () => {
  it('clears the poster of a video whose frames ffmpeg cannot decode, once the background job has run', async () => {
    // the boxes are intact (mp4box reads them) but the media data is zeros
    const broken = Buffer.from(makeMp4(dir, 320, 180, 1, 'yellow'));
    const mdat = broken.indexOf('mdat');
    broken.fill(0, mdat + 4, mdat - 4 + broken.readUInt32BE(mdat - 4));
    const data = await uploaded('zeros.mp4', broken);
    expect(data.meta.thumb_url).toMatch(/-p\.jpg$/);
    await postersSettled();
    const [row] = await findFiles(server.database.db, [data.file_id]);
    expect(row?.thumb_key).toBeNull();
    expect((await get(data.meta.thumb_url!)).statusCode).toBe(404);
  });

  it('stores videos without a poster when ffmpeg is not installed', async () => {
    const bare = await startServer({ FFMPEG_PATH: path.join(dir, 'no-such-ffmpeg') });
    try {
      const token = (await loginAs(bare, 'admin')).token;
      const { payload, headers } = multipart([{ name: 'file', filename: 'clip.mp4', data: mp4 }]);
      const res = await bare.app.inject({ method: 'POST', url: '/v1/file', payload, headers: { ...headers, token } });
      expect(res.json()).toMatchObject({ code: 200, data: { meta: { thumb_url: null, scale: '16:9', duration: 2 } } });
    } finally {
      await bare.destroy();
    }
  });
});

describe('duplicates', () => {
  it('answers 10010 with the id of the active material that has the same md5, and not for a deleted one', async () => {
    const db = server.database.db;
    const jpeg = await makeImage(1600, 900, 'jpeg');
    const first = await uploaded('dup.jpg', jpeg);
    const now = Date.now();
    const row = {
      name: 'dup',
      type: 1,
      file_id: first.file_id,
      download_url: first.url,
      size: jpeg.length,
      format: 'jpg',
      width: 1600,
      height: 900,
      scale: '16:9',
      screen_type: 1,
      duration: null,
      element: null,
      md5: md5Of(jpeg),
      origin: null,
      creator_id: null,
      account_relation_type: 1,
      third_examine_country: null,
      third_examine_reason: null,
      examine_user_id: null,
      examine_time: null,
      create_time: now,
      update_time: now,
    };
    const { id } = await db.insertInto('material').values(row).returning('id').executeTakeFirstOrThrow();
    await markFilesUsed(db, [first.file_id]);
    const res = await upload(admin, 'dup-again.jpg', jpeg);
    // one shape with /v1/material/add's 10010 (the contract's duplicateFileData)
    expect(res.json()).toEqual({
      code: Code.DUPLICATE_FILE,
      msg: expect.any(String),
      data: { ids: [id], md5s: [md5Of(jpeg)], name: 'dup-again.jpg' },
    });
    expect(duplicateFileData.strict().safeParse(res.json().data).success).toBe(true);

    await db.updateTable('material').set({ status: -1 }).where('id', '=', id).execute();
    expect((await upload(admin, 'dup-after-delete.jpg', jpeg)).json().code).toBe(200);
  });
});

describe('DELETE /v1/file', () => {
  it('removes the uploader’s unused file with its thumbnail', async () => {
    const data = await uploaded('gone.png', await makeImage(1000, 1000, 'png'));
    const res = await del(admin, data.file_id);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    expect((await get(data.url)).statusCode).toBe(404);
    expect((await get(data.meta.thumb_url!)).statusCode).toBe(404);
    expect(await findFiles(server.database.db, [data.file_id])).toEqual([]);
  });

  it('refuses a file a material uses (10016), and a missing one and another user’s alike (10201)', async () => {
    const used = await uploaded('used.png', await makeImage(1000, 1000, 'png'));
    expect(await markFilesUsed(server.database.db, [used.file_id])).toBe(1);
    expect((await del(admin, used.file_id)).json()).toMatchObject({
      code: Code.FILE_IN_USE,
      data: { ids: [used.file_id] },
    });
    expect((await get(used.url)).statusCode).toBe(200);

    expect((await del(admin, 99_999_999)).json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [99_999_999] } });

    // another user's file is not there for the caller: the answer must not confirm the id
    const mine = await uploaded('admins.png', await makeImage(1000, 1000, 'png'));
    const refused = await del(operator, mine.file_id);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ code: Code.NOT_EXISTS, data: { ids: [mine.file_id] } });
    expect((await get(mine.url)).statusCode).toBe(200);
    const theirs = await uploaded('operators.png', await makeImage(1000, 1000, 'png'), {}, operator);
    expect((await del(admin, theirs.file_id)).json().code).toBe(200);
    expect((await del(admin, mine.file_id)).json().code).toBe(200);
  });
});

describe('serving', () => {
  it('answers 404 for unknown or malformed keys', async () => {
    expect((await get(`/files/${'a'.repeat(32)}.png`)).statusCode).toBe(404);
    expect((await get('/files/..%2F..%2Fadconsole.sqlite')).statusCode).toBe(404);
    expect((await get('/files/%2e%2e')).statusCode).toBe(404);
  });
});

describe('orphan sweep', () => {
  it('removes unused uploads past the grace period with their objects, and keeps used and recent ones', async () => {
    const db = server.database.db;
    const storage = createStorage(server.config);
    const log = server.app.log;
    const orphan = await uploaded('orphan.png', await makeImage(1000, 1000, 'png'));
    const kept = await uploaded('kept.png', await makeImage(1000, 1000, 'png'));
    await markFilesUsed(db, [kept.file_id]);
    const day = 24 * 3600 * 1000;

    expect(await sweepOrphans(db, storage, { now: Date.now(), graceMs: day, log })).toBe(0);
    const removed = await sweepOrphans(db, storage, { now: Date.now() + day + 60_000, graceMs: day, log });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await findFiles(db, [orphan.file_id, kept.file_id])).toMatchObject([{ id: kept.file_id, used: 1 }]);
    expect((await get(orphan.url)).statusCode).toBe(404);
    expect((await get(orphan.meta.thumb_url!)).statusCode).toBe(404);
    expect((await get(kept.url)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    const res = await upload(null, 'x.png', await makeImage(100, 100, 'png'));
    expect(res.statusCode).toBe(401);
    expect((await server.app.inject({ method: 'DELETE', url: '/v1/file?file_id=1' })).statusCode).toBe(401);
  });

  it('answers 403 to a role that has the material page but not the upload group', async () => {
    const db = server.database.db;
    const roleId = await insertRole(db, { name: 'Viewer (files test)', is_admin: 0, remark: '' });
    await grantMenus(db, roleId, ['material', 'material.image', 'material.video']);
    await grantGroups(db, roleId, ['material.view']);
    await insertUser(db, {
      login_name: 'viewer-files',
      password_hash: await hashPassword('viewer123'),
      role_id: roleId,
      company_id: null,
    });
    const viewer = (await loginAs(server, 'viewer-files', 'viewer123')).token;
    const res = await upload(viewer, 'x.png', await makeImage(1000, 1000, 'png'));
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('no operation permission');
    expect((await del(viewer, 1)).statusCode).toBe(403);
  });
});
