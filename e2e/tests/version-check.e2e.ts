import fs from 'node:fs';
import path from 'node:path';
import { demoPassword } from '@adconsole/testkit';
import { describe, expect, it } from 'vitest';
import { usePages } from '../support/pages.js';
import { signIn, waitForHashPath } from '../support/session.js';

const running = usePages('version');

describe('version check', () => {
  it('clears storage and the token and reloads when the deployed version changes', async () => {
    const { context, page } = running;
    await page.goto(`${running.server.url}/#/login`);
    await signIn(page, 'admin', demoPassword('admin'));
    await waitForHashPath(page, '/home');
    const before = await page.evaluate(() => localStorage.getItem('version'));
    expect(before).toBeTruthy();

    // the server's own copy of the build gets a new version, as a new deployment would
    fs.writeFileSync(path.join(running.server.webDist, 'version.json'), JSON.stringify({ version: `${before}-next` }));
    // the next in-app navigation reads version.json again
    await page.goto(`${running.server.url}/#/config/index`);
    await waitForHashPath(page, '/login');
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user_id'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('version'))).toBe(`${before}-next`);
  });
});
