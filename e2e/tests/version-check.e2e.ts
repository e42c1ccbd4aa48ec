import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { signIn, waitForHashPath } from '../support/session.js';

// A copy of the build whose version.json the test rewrites, as a new deployment would.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-dist-'));
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  fs.cpSync(path.resolve(import.meta.dirname, '../../web/dist'), dist, { recursive: true });
  [server, browser] = await Promise.all([startServer({ WEB_DIST: dist }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('version check', () => {
  it('clears storage and the token and reloads when the deployed version changes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'admin', 'admin123');
    await waitForHashPath(page, '/home');
    const before = await page.evaluate(() => localStorage.getItem('version'));
    expect(before).toBeTruthy();

    fs.writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ version: `${before}-next` }));
    // the next in-app navigation reads version.json again
    await page.goto(`${server.url}/#/config/index`);
    await waitForHashPath(page, '/login');
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('version'))).toBe(`${before}-next`);
    await context.close();
  });
});
