import { describe, expect, it } from 'vitest';
import { expectAccessible } from '../support/axe.js';
import { rendered, shot } from '../support/browser.js';
import { campaignViaApi } from '../support/campaigns.js';
import { type Lang, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';

// The campaign record in zh and en: the form's advanced section opens collapsed, refuses an order id with a space and
// a silent install without the automatic download in the operator's language, saves valid ones and a bid penalty,
// and the detail's record shows them with the
// server-set fields (id, who made and changed it, billing and set-up state) in words; axe on each screen.

const running = usePages('campaign-fields');

/** The visible texts this test looks for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    install: '下载与安装',
    orders: '订单与外部编号',
    on: '开启',
    needsAuto: '静默安装需要先开启自动下载',
    bidding: '出价与预定',
    badId: '最多 64 个字符，只能包含字母、数字和 . _ : -',
    saved: '保存成功',
    autoDownloadOff: '关闭',
    billing: '未产生消耗',
    creator: 'admin (',
  },
  'en-US': {
    install: 'Download and install',
    orders: 'Orders and external IDs',
    on: 'On',
    needsAuto: 'A silent install needs auto download on',
    bidding: 'Bidding and reservation',
    badId: 'Up to 64 letters, digits and . _ : -',
    saved: 'Saved successfully',
    autoDownloadOff: 'Off',
    billing: 'No spend yet',
    creator: 'admin (',
  },
} as const;

describe.each(['zh-CN', 'en-US'] as const)('campaign record fields (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('sets an order id and a bid penalty under Advanced settings and sees them in the detail record', async () => {
    const { page, server } = running;
    const id = await campaignViaApi(server.url, `E2E ${short} record ${Date.now() % 100_000}`);
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/advertising/view?campaign_id=${id}`);
    const record = page.getByTestId('campaign-record');
    await record.waitFor();
    await rendered(page);
    expect(await textOf(record.locator('[data-field="id"]'))).toBe(String(id));
    expect(await textOf(record.locator('[data-field="bill_status"]'))).toBe(t.billing);
    expect(await textOf(record.locator('[data-field="auto_download"]'))).toBe(t.autoDownloadOff);
    expect(await textOf(record.locator('[data-field="create_user_id"]'))).toContain(t.creator);

    await page.getByTestId('campaign-view-edit').click();
    const form = page.getByTestId('campaign-form');
    const advanced = form.getByTestId('campaign-form-advanced');
    // collapsed until asked: the order id's input is not shown
    const ioId = form.locator('#io_id');
    expect(await ioId.isVisible()).toBe(false);
    await advanced.getByText(t.install).click();
    await advanced.getByText(t.orders).click();
    // a silent install without the automatic download is refused at its field, and accepted once the download is
    await form.locator('#silently_install').getByText(t.on, { exact: true }).click();
    await form.getByText(t.needsAuto).waitFor();
    await form.locator('#auto_download').getByText(t.on, { exact: true }).click();
    await expect.poll(() => form.getByText(t.needsAuto).count()).toBe(0);
    await advanced.getByText(t.bidding).click();
    await ioId.fill('IO 1');
    await ioId.blur();
    await form.getByText(t.badId).waitFor();
    await ioId.fill('IO-e2e-7');
    await form.getByTestId('campaign-form-punish-coef').fill('0.75');
    await expect.poll(() => form.getByText(t.badId).count()).toBe(0);
    await expectAccessible(page, `${lang} campaign form advanced`);
    await advanced.scrollIntoViewIfNeeded();
    await shot(page, `campaign-fields-${short}-form`);
    await form.getByTestId('campaign-form-submit').click();
    await page.locator('.ant-message-notice', { hasText: t.saved }).first().waitFor();

    await expect.poll(() => textOf(record.locator('[data-field="io_id"]'))).toBe('IO-e2e-7');
    expect(await textOf(record.locator('[data-field="bid_price_punish_coef"]'))).toBe('0.75');
    expect(await textOf(record.locator('[data-field="silently_install"]'))).toBe(t.on);
    expect(await textOf(record.locator('[data-field="auto_download"]'))).toBe(t.on);
    await expectAccessible(page, `${lang} campaign record`);
    await record.scrollIntoViewIfNeeded();
    await shot(page, `campaign-fields-${short}-detail`);
  });
});
