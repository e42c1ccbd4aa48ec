import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { calls, type FeClick, FeLogType } from '@adconsole/contract';
import { demoPassword } from '@adconsole/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePages } from '../support/pages.js';
import { signIn, waitForHashPath } from '../support/session.js';

// A local chat webhook: the server posts failure notices here (NOTIFY_WEBHOOK_URL), the test reads what arrived.
const notices: string[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    notices.push(body);
    res.setHeader('content-type', 'application/json');
    res.end('{"errcode":0}');
  });
});
const env: Record<string, string> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/robot/send`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

// registered after the receiver's hook, so the server starts with its address in `env`
const pages = usePages('fe-log', env);

async function until(check: () => boolean, what: string): Promise<void> {
  await expect.poll(check, { timeout: 15_000, interval: 50, message: `timed out waiting for ${what}` }).toBe(true);
}

describe('front-end logs', () => {
  it('a call that fails in the browser (a 403 for a read-only role) reaches the chat webhook', async () => {
    const { page, server } = pages;
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'viewer', demoPassword('viewer'));
    await waitForHashPath(page, '/home');
    await page.goto(`${server.url}/#/material/creativeTag`);
    // edit and delete are always shown (spec); the server refuses the viewer with 403
    // the list's rows, not its loading placeholder
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const refused = page.waitForResponse((r) => r.url().includes(calls.tags.remove.path));
    await page.getByRole('row').nth(1).getByRole('button', { name: '删除' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    expect((await refused).status()).toBe(403);
    await page.getByText('没有操作权限（请联系管理员）').first().waitFor();

    await until(() => notices.some((n) => n.includes(calls.tags.remove.path)), 'the webhook notice of the failed call');
    const notice = JSON.parse(notices.find((n) => n.includes(calls.tags.remove.path)) ?? '{}');
    expect(notice.msgtype).toBe('text');
    // kind, place, answer and user only: never the report's own text (docs/decisions/hardening.md, sign-in limits)
    expect(notice.text.content).toMatch(/^\[AdConsole\] front-end call failed at \S+ \(HTTP 403[,)]/);
    expect(notice.text.content).toContain(`at ${calls.tags.remove.path} (HTTP 403`);
    expect(notice.text.content).toContain('for user viewer');
    expect(notice.text.content).not.toContain('permission');
  });

  it('clicks on named elements leave in batched fe_log calls of type 1, stored by the server', async () => {
    const { page, server } = pages;
    const batches: { body: { shareit_id: string; other: { clicks: FeClick[] } }; answer: Promise<unknown> }[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith(calls.system.feLog.path)) return;
      const body = JSON.parse(req.postData() ?? '{}');
      if (body.log_type === FeLogType.CLICK) batches.push({ body, answer: req.response().then((r) => r?.json()) });
    });
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'admin', demoPassword('admin'), { submit: 'button' });
    await waitForHashPath(page, '/home');
    await page.goto(`${server.url}/#/material/image`);
    await page.getByTestId('search-submit').click();
    await page.getByTestId('search-reset').click();

    const clicks = () => batches.flatMap((b) => b.body.other.clicks);
    await until(() => clicks().length >= 3, 'the click batch');
    expect(clicks().map((c) => c.name)).toEqual(['login', 'search', 'search-reset']);
    expect(clicks()[1]).toMatchObject({ tag: 'button', route: '/material/image' });
    expect(batches.at(-1)?.body.shareit_id).toBe('admin');
    for (const batch of batches) expect(await batch.answer).toMatchObject({ code: 200 });
    // clicks are not failures: nothing reaches the webhook for them
    expect(notices.some((n) => n.includes('"clicks"'))).toBe(false);
  });

  it('a slow call leaves its timing in a batched fe_log call of type 2, stored by the server', async () => {
    const { page, server } = pages;
    type Timing = {
      request_time: number;
      response_time: number;
      time_difference: number;
      other: { calls: { path: string; ms: number }[] };
    };
    const timings: { body: Timing; answer: Promise<unknown> }[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith(calls.system.feLog.path)) return;
      const body = JSON.parse(req.postData() ?? '{}');
      if (body.log_type === FeLogType.TIMING) timings.push({ body, answer: req.response().then((r) => r?.json()) });
    });
    // the material list answers late: held 1.5 s on its way (the slowness under test, not a wait of the test)
    await page.route(`**${calls.materials.list.path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'admin', demoPassword('admin'));
    await waitForHashPath(page, '/home');
    await page.goto(`${server.url}/#/material/image`);
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();

    await until(() => timings.length > 0, 'the timing batch');
    const { body, answer } = timings[0]!;
    const slow = body.other.calls.find((c) => c.path === calls.materials.list.path);
    expect(slow?.ms).toBeGreaterThanOrEqual(1500);
    expect(body.time_difference).toBe(body.response_time - body.request_time);
    expect(body.time_difference).toBeGreaterThanOrEqual(1500);
    expect(await answer).toMatchObject({ code: 200 });
    // a timing is no failure: nothing reaches the webhook for it
    expect(notices.some((n) => n.includes('"calls"'))).toBe(false);
  });
  it('an empty OK in a form is no front-end failure: the field says what is missing, nothing is reported', async () => {
    const { page, server } = pages;
    const unhandled: string[] = [];
    page.on('request', (req) => {
      if (!req.url().endsWith(calls.system.feLog.path)) return;
      const body = JSON.parse(req.postData() ?? '{}');
      if (body.log_type === FeLogType.UNHANDLED) unhandled.push(JSON.stringify(body.other));
    });
    await page.goto(`${server.url}/#/login`);
    await signIn(page, 'admin', demoPassword('admin'));
    await waitForHashPath(page, '/home');
    await page.goto(`${server.url}/#/material/creativeTag`);
    await page.getByRole('button', { name: '新增标签' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^确\s?定$/ }).click();
    await dialog.getByText('请输入标签名称').waitFor();
    // a real unhandled failure after it still leaves, and reports go out in order: when it has arrived, an
    // earlier report of the empty OK would have too
    await page.evaluate(() => {
      setTimeout(() => Promise.reject(new Error('probe after the empty OK')));
    });
    await until(() => unhandled.some((o) => o.includes('probe after the empty OK')), 'the probe report');
    expect(unhandled).toHaveLength(1);
  });
});
