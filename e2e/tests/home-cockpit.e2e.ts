import { calls } from '@adconsole/contract';
import { signIn } from '@adconsole/testkit';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { shot } from '../support/browser.js';
import { eventually, type Lang, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The home page as a cockpit in zh and en: under the (smaller) welcome banner, the cards of pacing, what does not
// deliver and why, imports in progress, materials in review and recent changes, each linking to its screen; a role
// without the audit log gets no recent-changes card.

const running = usePages('home-cockpit');

const T = {
  'zh-CN': {
    greeting: '欢迎回来',
    idle: '未在投放',
    noAdGroups: '无广告组',
    changes: '最近变更',
    pacing: '今日花费进度',
  },
  'en-US': {
    greeting: 'Welcome back',
    idle: 'Not delivering',
    noAdGroups: 'No ad groups',
    changes: 'Recent changes',
    pacing: "Today's spend against daily budgets",
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('home cockpit (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('shows the cards under the banner, each linking to its screen', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const overview = (await admin.api(calls.home.overview)).data;
    const bare = overview.idle!.list.find((i) => i.delivery.status === 'no_ad_groups');
    await signInAs(page, server.url, lang);
    await page.getByTestId('cockpit').waitFor();
    expect(await page.getByText(t.greeting).count()).toBeGreaterThan(0);
    for (const card of ['pacing', 'idle', 'imports', 'review', 'changes']) {
      await page.getByTestId(`cockpit-${card}`).waitFor();
    }
    expect(await textOf(page.locator('#cockpit-pacing-title'))).toContain(t.pacing);
    expect(await textOf(page.getByTestId('cockpit-idle-total'))).toBe(String(overview.idle!.total));
    expect(await textOf(page.getByTestId('cockpit-pacing-total'))).toBe(String(overview.pacing!.total));
    if (bare) {
      const row = page.getByTestId('cockpit-idle-row').filter({ hasText: bare.name });
      expect(await textOf(row.getByTestId('cockpit-idle-reason'))).toBe(t.noAdGroups);
    }
    await expectAccessible(page, `${lang} home cockpit`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `home-cockpit-${short}-admin-1280`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, `home-cockpit-${short}-admin-1440`);

    await page.getByTestId('cockpit-idle-link').click();
    await eventually(() => page.url()).toContain('#/advertising/index');
    await page.goBack();
    await page.getByTestId('cockpit-changes-link').click();
    await eventually(() => page.url()).toContain('#/auth/audit');
  });

  it("an advertiser's cockpit has no recent-changes card (the audit log is the administrators')", async () => {
    const { page, server } = running;
    await signInAs(page, server.url, lang, 'advertiser');
    await page.getByTestId('cockpit').waitFor();
    await page.getByTestId('cockpit-idle').waitFor();
    expect(await page.getByTestId('cockpit-changes').count()).toBe(0);
    expect(await page.getByText(t.changes).count()).toBe(0);
    await expectAccessible(page, `${lang} home cockpit (advertiser)`);
    await shot(page, `home-cockpit-${short}-advertiser-1440`);
  });
});
