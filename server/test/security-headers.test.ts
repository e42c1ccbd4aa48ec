import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_TAG_ROTATE_HASH } from '../src/modules/advertising/ads/js-tag.js';
import { fixtureDir, makeImage, multipart } from './files-fixtures.js';
import { loginAs, startServer, type TestServer } from './helper.js';

// Security headers: every kind of answer carries them; HSTS only over HTTPS. The console files come from a small web
// build the test writes itself (the real build is checked in a browser, see docs/decisions/delivery-and-security.md).
let server: TestServer;
let webDist: string;
let imageUrl: string;
let image: Buffer;

beforeAll(async () => {
  webDist = fixtureDir();
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await startServer({ WEB_DIST: webDist });
  const { token } = await loginAs(server, 'admin');
  image = await makeImage(320, 180, 'jpeg');
  const { payload, headers } = multipart([{ name: 'file', filename: 'banner.jpg', data: image }]);
  const up = await server.app.inject({ method: 'POST', url: '/v1/file', payload, headers: { ...headers, token } });
  imageUrl = up.json().data.url;
});
afterAll(async () => {
  await server.destroy();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as a map of directive to its sources. */
function policy(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const answers = () => ({
  'an API answer': server.app.inject({ method: 'GET', url: '/v1/system/health' }),
  'an unknown call (404)': server.app.inject({ method: 'GET', url: '/v1/nothing-here' }),
  'a refused input (400)': server.app.inject({ method: 'POST', url: '/v1/fe_log', payload: { log_type: 'x' } }),
  'the console index': server.app.inject({ method: 'GET', url: '/' }),
  'a console address': server.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } }),
  'a stored file': server.app.inject({ method: 'GET', url: imageUrl }),
  'a stored file range': server.app.inject({ method: 'GET', url: imageUrl, headers: { range: 'bytes=0-9' } }),
  'a missing stored file': server.app.inject({ method: 'GET', url: '/files/nothing.jpg' }),
  'the OpenAPI document': server.app.inject({ method: 'GET', url: '/docs/json' }),
});

describe('security headers', () => {
  it('are on every kind of answer', async () => {
    for (const [name, pending] of Object.entries(answers())) {
      const res = await pending;
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('same-origin');
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      const csp = policy(res.headers['content-security-policy']);
      expect(csp.get('default-src'), name).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), name).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
    }
  });

  it('let the console run only its own scripts, with images from itself, data: and blob:', async () => {
    const csp = policy((await server.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // one inline script only, by its hash: the JS tag's rotation, run in the ad editor's sandboxed preview
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toEqual([JS_TAG_ROTATE_HASH]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // plain HTTP on a LAN address must keep working
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('serve a stored file with its sniffed type only, embeddable by other sites', async () => {
    const res = await server.app.inject({ method: 'GET', url: imageUrl });
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(image)).toBe(true);
    const index = await server.app.inject({ method: 'GET', url: '/' });
    expect(index.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('send no HSTS when a client claims HTTPS without TRUST_PROXY', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS behind a trusted proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startServer({ WEB_DIST: webDist, TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await proxied.destroy();
  });

  it('is sent on every answer that came over HTTPS, and only then', async () => {
    for (const url of ['/', '/v1/system/health', '/v1/nothing-here', '/files/nothing.jpg']) {
      const https = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(https.headers['content-security-policy'], url).toContain("default-src 'self'");
      const http = await proxied.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});
