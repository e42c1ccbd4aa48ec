import { calls } from '@adconsole/contract';
import { signIn } from '@adconsole/testkit';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { type Lang, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// Device events in zh and en: the back-fill page lists an import with what it stored and skipped; a rule-based
// package whose country has no events shows why it matched no device, on its row and in its report. Each screen is
// checked with axe and kept as a screenshot.

const running = usePages('device-events');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    done: '已完成',
    result: '已保存 2 · 过期 0 · 跳过 1',
    noEvents: '没有匹配的设备：最近 7 天没有 DE 的事件',
    report: '报告',
  },
  'en-US': {
    done: 'Done',
    result: '2 stored · 0 too old · 1 skipped',
    noEvents: 'No device matched: no events for DE in the last 7 days',
    report: 'Report',
  },
} as const;

const gaid = (n: number) => `${n.toString(16).padStart(8, '0')}-aaaa-4bbb-8ccc-dddddddddddd`;

describe.each(['zh-CN', 'en-US'] as const)('device events (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('lists a back-fill import with what it stored and skipped', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const name = `backfill-${short}.csv`;
    const now = Date.now();
    const csv = [`${gaid(1)},SG,click,1,${now}`, `${gaid(2)},SG,install,2,${now}`, `${gaid(3)},XX,click,1,${now}`];
    const form = new FormData();
    form.append('file', new Blob([csv.join('\n')]), name);
    const sent = await fetch(`${server.url}${calls.deviceEvents.importFile.path}`, {
      method: 'POST',
      headers: { token: admin.token },
      body: form,
    });
    expect(((await sent.json()) as { code: number }).code).toBe(200);
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/deviceEvent`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name }).first();
    await row.getByText(t.done).waitFor({ timeout: 15_000 });
    expect(await textOf(row.getByTestId('device-event-result').locator('span').first())).toBe(t.result);
    await expectAccessible(page, `${lang} device events`);
    await shot(page, `device-events-${short}-imports`);
  });

  it('says why a rule-based package matched no device, on its row and in its report', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const name = `no DE ${short} ${Date.now() % 100000}`;
    const created = await admin.api(calls.audiences.create, {
      data_type: 3,
      encryption: 0,
      cluster_name: name,
      source: 3,
      visibility_scope: 1,
      user_cluster_rule: { time_range: 7, country: 'DE', industry_category: 1, events: ['click'] },
    });
    expect(created.code).toBe(200);
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByTestId('audience-name').getByText(name, { exact: true }) });
    const warning = row.getByTestId('audience-warning');
    await warning.waitFor({ timeout: 15_000 });
    expect(await warning.getAttribute('aria-label')).toBe(t.noEvents);
    await row.getByTestId('audience-report').click();
    const inReport = page.getByTestId('import-report-warning');
    await inReport.waitFor();
    expect(await textOf(inReport)).toBe(t.noEvents);
    await expectAccessible(page, `${lang} audience no-match report`);
    await shot(page, `device-events-${short}-no-match`);
  });
});
