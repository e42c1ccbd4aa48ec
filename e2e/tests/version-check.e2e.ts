import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from '../support/browser.js';
import { type RunningServer, startServer } from '../support/server.js';
import { signIn, waitForHashPath } from '../support/session.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('version check', () => {
  it('clears storage and the token and reloads when the deployed version changes', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'admin', 'admin123');
    await waitForHashPath(page, '/home');
    const before = await page.evaluate(() => localStorage.getItem('version'));
    expect(before).toBeTruthy();

    // the server's own copy of the build gets a new version, as a new deployment would
    fs.writeFileSync(path.join(server.webDist, 'version.json'), JSON.stringify({ version: `${before}-next` }));
    // the next in-app navigation reads version.json again
    await page.goto(`${server.url}/#/config/index`);
    await waitForHashPath(page, '/login');
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('version'))).toBe(`${before}-next`);
    await context.close();
  });
});
