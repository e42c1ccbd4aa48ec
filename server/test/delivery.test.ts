import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDir, makeImage, multipart } from './files-fixtures.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// Compressed delivery: the console's files as the build's .br/.gz copies, API answers over 1 KB compressed
// on the fly, stored files byte for byte. The web build is not needed: the test writes a small one of its own, with
// its compressed copies made here by zlib as web/scripts/precompress.mjs makes them.
const ASSET = 'assets/app-Bx12cd34.js';
const assetText = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/${ASSET}"></script></head><body></body></html>`;

let server: TestServer;
let webDist: string;
let token: string;

function writeWithCopies(rel: string, text: string, copies = true) {
  const file = path.join(webDist, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  if (!copies) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

beforeAll(async () => {
  webDist = fixtureDir();
  writeWithCopies('index.html', indexHtml);
  writeWithCopies(ASSET, assetText);
  writeWithCopies('version.json', '{"version":"1"}', false);
  server = await startServer({ WEB_DIST: webDist });
  token = (await loginAs(server, 'admin')).token;
});
afterAll(async () => {
  await server.destroy();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

/** The body as the client reads it after undoing its content-encoding. */
function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

const varies = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('console files', () => {
  it('sends a hashed asset as brotli, gzip or plain as accepted, cached for good and varying on the encoding', async () => {
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const res = await get(`/${ASSET}`, accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(res)).toContain('accept-encoding');
      expect(decoded(res)).toBe(assetText);
      // the very bytes of the build's copy: pre-compressed, not compressed again per request
      const copy = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
      expect(res.rawPayload.equals(fs.readFileSync(path.join(webDist, ASSET + copy)))).toBe(true);
    }
  });

  it('never lets index.html or version.json be cached without asking, compressed or not', async () => {
    for (const url of ['/', '/index.html', '/version.json']) {
      for (const accept of ['br', 'gzip', '']) {
        const res = await get(url, accept ? { 'accept-encoding': accept } : {});
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], `${url} ${accept}`).toBe('no-cache');
        expect(varies(res)).toContain('accept-encoding');
      }
    }
    expect(decoded(await get('/', { 'accept-encoding': 'br' }))).toBe(indexHtml);
    expect((await get('/', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('answers index.html for an unknown console address, a 404 for unknown API, file and asset addresses', async () => {
    const deep = await get('/login?redirect=x', { 'accept-encoding': 'br' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(decoded(deep)).toBe(indexHtml);
    for (const url of ['/v1/nothing-here', '/v2/nothing', '/files/nothing', '/assets/gone-123.js', '/docs/nothing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404 });
    }
    expect((await get('/../package.json')).body).not.toContain('"workspaces"');
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer for clients that accept it, and decodes to the same JSON', async () => {
    const plain = await get('/v1/constant/country_list', { token });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();
    expect(expected.data.length).toBeGreaterThan(100);
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/v1/constant/country_list', { token, 'accept-encoding': encoding });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(varies(res)).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res))).toEqual(expected);
    }
  });

  it('sends a small JSON answer as it is', async () => {
    const res = await get('/v1/system/health', { 'accept-encoding': 'br, gzip' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 200 });
  });
});

describe('stored files', () => {
  it('take an upload, then serve the stored bytes, ranges and revalidation uncompressed', async () => {
    const image = await makeImage(640, 360, 'jpeg');
    const { payload, headers } = multipart([{ name: 'file', filename: 'wide.jpg', data: image }]);
    const up = await server.app.inject({
      method: 'POST',
      url: '/v1/file',
      payload,
      headers: { ...headers, token, 'accept-encoding': 'br, gzip' },
    });
    expect(up.json()).toMatchObject({ code: 200 });
    const url: string = up.json().data.url;

    const accept = { 'accept-encoding': 'br, gzip' };
    const whole = await get(url, accept);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(image)).toBe(true);

    const part = await get(url, { ...accept, range: 'bytes=100-1123' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1123/${image.length}`);
    expect(part.rawPayload.equals(image.subarray(100, 1124))).toBe(true);

    const again = await get(url, { ...accept, 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });
});
