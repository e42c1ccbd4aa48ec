import { type AudienceItem, type AudienceListAnswer, AudienceStatus, calls } from '@adconsole/contract';
import { type HttpSession, signIn } from '@adconsole/testkit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot } from '../support/browser.js';
import { eventually, type Lang, settled, signInAs, textOf } from '../support/kit.js';
import { usePages } from '../support/pages.js';
import { waitForHashPath } from '../support/session.js';

// Audience packages in zh and en, beyond the file import of audiences.e2e.ts: a rule-based package (3 or 7 days;
// 14 and 30 shown, disabled) goes from Generating to Import Successful with its count; the edit drawer's refusals
// (a repeated name, specified scope without an account, an account left out whose ad group targets the package);
// a deleted package's form opens read-only from its name.

const running = usePages('audiences-rules');

/** The visible texts these tests look for (kept beside the locale files' values on purpose). */
const T = {
  'zh-CN': {
    rules: '规则生成（测试）',
    days7: '7 天',
    days14: '14 天',
    days30: '30 天',
    ecommerce: '电商',
    click: '点击',
    install: '安装',
    generating: '生成中',
    done: '导入成功',
    createdRules: '人群包已创建，开始生成',
    repeat: '名称重复：已有同名的人群包。',
    specified: '指定账户',
    blocked: '校验失败',
    bound: '保存失败：人群包已绑定下列账户的广告组',
    needAccount: '保存失败，需要指定关联账户',
    viewTitle: '查看人群包（已删除）',
    deleted: '该人群包已删除',
  },
  'en-US': {
    rules: 'Rule-based (test)',
    days7: '7 days',
    days14: '14 days',
    days30: '30 days',
    ecommerce: 'E-commerce',
    click: 'Click',
    install: 'Install',
    generating: 'Generating',
    done: 'Import Successful',
    createdRules: 'The package was created: its generation has started',
    repeat: 'Repeat name: another audience package already has this name.',
    specified: 'Specified accounts',
    blocked: 'verification failed',
    bound: 'Save failed: the audience package is bound to ad groups of the accounts below.',
    needAccount: 'Save failed, need to specify the associated account',
    viewTitle: 'View audience package (deleted)',
    deleted: 'This package is deleted',
  },
} as const;

const rowOf = (page: Page, name: string): Locator =>
  page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ has: page.getByTestId('audience-name').getByText(name, { exact: true }) });

const statusOf = (row: Locator) => textOf(row.getByTestId('audience-status').locator('.ant-tag').first());

/** A package of source 1 made through the API from a one-line GAID file; answers its id. */
async function packageVia(base: string, admin: HttpSession, name: string, accounts: number[] = []): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob(['38400000-8cf0-11bd-b23e-10b96e40000d\n']), 'one.txt');
  const upload = calls.audiences.upload;
  const sent = await fetch(`${base}${upload.path}`, {
    method: upload.method,
    headers: { token: admin.token },
    body: form,
  });
  const { data } = (await sent.json()) as { data: { path: string } };
  const created = await admin.api(calls.audiences.create, {
    data_type: 3,
    encryption: 0,
    cluster_name: name,
    source: 1,
    upload_source: 1,
    path: data.path,
    visibility_scope: accounts.length ? 2 : 1,
    linked_account: accounts,
    description: '',
  });
  if (created.code !== 200) throw new Error(`package ${name} not created: ${created.msg}`);
  return created.data.id;
}

/** Waits (through the API) until a package has a status. */
async function untilStatus(admin: HttpSession, id: number, status: number): Promise<void> {
  await expect
    .poll(async () => (await admin.api(calls.audiences.detail, { id })).data.status, { timeout: 15_000 })
    .toBe(status);
}

/**
 * Shows the list as it stood when the package was created (status 1, generating, no count) in the first list
 * answer after `name` is submitted: the generation of the seed's 8,000 device events takes milliseconds, less than
 * the page needs to open the list. The answers after it are the server's, untouched.
 */
async function holdFirstListAsCreated(page: Page, name: string): Promise<{ heldBack: () => boolean }> {
  let done = false;
  let held = false;
  await page.route(`**${calls.audiences.list.path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { code: number; data: AudienceListAnswer };
    const row = body.data.list.find((item: AudienceItem) => item.cluster_name === name);
    if (done || !row) return route.fulfill({ response, json: body });
    done = true;
    if (row.status !== AudienceStatus.IMPORTING) {
      held = true;
      Object.assign(row, { status: AudienceStatus.IMPORTING, generating: true, count: null, progress: null });
    }
    return route.fulfill({ response, json: body });
  });
  return { heldBack: () => held };
}

describe.each(['zh-CN', 'en-US'] as const)('audience packages: rules, refusals, deleted (%s)', (lang: Lang) => {
  const t = T[lang];
  const short = lang === 'zh-CN' ? 'zh' : 'en';

  it('creates a rule-based package that goes from Generating to Import Successful with its count', async () => {
    const { page, server } = running;
    const name = `rules ${short} ${Date.now() % 100000}`;
    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/create`);
    await page.getByTestId('audience-form').waitFor();
    await page.getByTestId('audience-form-name').fill(name);
    await page.locator('.ant-radio-wrapper').filter({ hasText: t.rules }).click();

    // 3 and 7 days are offered; 14 and 30 are shown, disabled
    const range = (label: string) => page.locator('.ant-radio-wrapper').filter({ hasText: label });
    expect(await range(t.days14).locator('input').isDisabled()).toBe(true);
    expect(await range(t.days30).locator('input').isDisabled()).toBe(true);
    expect(await range(t.days7).locator('input').isDisabled()).toBe(false);
    await range(t.days7).click();
    await page.getByTestId('audience-form-country').click();
    await page.keyboard.type('(SG)');
    await page.locator('.ant-select-item-option').filter({ hasText: '(SG)' }).click();
    await page.locator('.ant-radio-wrapper').filter({ hasText: t.ecommerce }).first().click();
    await page.locator('.ant-checkbox-wrapper').filter({ hasText: t.click }).click();
    await page.locator('.ant-checkbox-wrapper').filter({ hasText: t.install }).click();
    await shot(page, `audiences-${short}-rules-form`);

    const held = await holdFirstListAsCreated(page, name);
    await page.getByTestId('audience-form-submit').click();
    await page.getByText(t.createdRules).first().waitFor();
    await waitForHashPath(page, '/audience/index');
    const row = rowOf(page, name);
    await row.waitFor();
    expect(await statusOf(row)).toBe(t.generating);
    await page.getByTestId('audience-auto-refresh').waitFor();
    await shot(page, `audiences-${short}-rules-generating`);
    // the list asks again by itself while the package is busy
    await eventually(() => statusOf(row)).toBe(t.done);
    console.info(`rule-based package ${name}: first list answer held back as created: ${held.heldBack()}`);

    const admin = await signIn(server.url, 'admin');
    const listed = await admin.api(calls.audiences.list, { page_no: 1, page_size: 10, cluster_name: name });
    const count = listed.data.list.find((item) => item.cluster_name === name)?.count ?? 0;
    expect(count).toBeGreaterThan(0);
    expect(await row.locator('td').allTextContents()).toContain(count.toLocaleString('en-US'));
    await shot(page, `audiences-${short}-rules-done`);
  });

  it('the edit drawer refuses a repeated name and a specified scope without an account', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const taken = `taken ${short} ${Date.now() % 100000}`;
    const other = `other ${short} ${Date.now() % 100000}`;
    await packageVia(server.url, admin, taken);
    await packageVia(server.url, admin, other);

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    await rowOf(page, other).getByTestId('audience-edit').click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByTestId('audience-form').waitFor();

    // the same name in other capitals is the same name
    await drawer.getByTestId('audience-form-name').fill(taken.toUpperCase());
    await drawer.getByTestId('audience-form-submit').click();
    await eventually(() => textOf(drawer.getByTestId('audience-form-block'))).toContain(t.repeat);
    expect(await textOf(drawer.getByTestId('audience-form-block'))).toContain(taken.toUpperCase());

    await drawer.getByTestId('audience-form-name').fill(other);
    await drawer.locator('.ant-radio-wrapper').filter({ hasText: t.specified }).click();
    await drawer.getByTestId('audience-form-submit').click();
    await eventually(() => textOf(drawer.getByTestId('audience-form-block'))).toContain(t.blocked);
    expect(await textOf(drawer.getByTestId('audience-form-block'))).toContain(t.needAccount);
    await shot(page, `audiences-${short}-drawer-refused`);

    // nothing was saved
    await drawer.getByTestId('audience-form-cancel').click();
    await rowOf(page, other).waitFor();
    expect(await rowOf(page, taken.toUpperCase()).count()).toBe(0);
  });

  it('the edit drawer refuses to leave out an account whose ad group targets the package, naming it (10021)', async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const campaign = (await admin.api(calls.campaigns.list, { page_no: 1, page_size: 10 })).data.list[0]!;
    const other = (await admin.api(calls.accounts.options)).data.find((a) => a.id !== campaign.account_id)!;
    const name = `bound ${short} ${Date.now() % 100000}`;
    const id = await packageVia(server.url, admin, name, [campaign.account_id, other.id]);
    await untilStatus(admin, id, AudienceStatus.IMPORT_SUCCESSFUL);
    const group = await admin.api(calls.campaigns.groupCreate, {
      campaign_id: campaign.campaign_id,
      name: `targets ${name}`,
      targeting: { audience_include: [id] },
    });
    expect(group.code, group.msg).toBe(200);

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    await rowOf(page, name).getByTestId('audience-edit').click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByTestId('audience-form').waitFor();
    await drawer
      .locator('.ant-select-selection-item')
      .filter({ hasText: campaign.account_name })
      .locator('.ant-select-selection-item-remove')
      .click();
    await drawer.getByTestId('audience-form-submit').click();
    await eventually(() => textOf(drawer.getByTestId('audience-form-block'))).toContain(t.bound);
    expect(await textOf(drawer.getByTestId('audience-form-block'))).toContain(campaign.account_name);
    await shot(page, `audiences-${short}-drawer-bound`);
  });

  it("a deleted package's name opens its form read-only", async () => {
    const { page, server } = running;
    const admin = await signIn(server.url, 'admin');
    const name = `gone ${short} ${Date.now() % 100000}`;
    const id = await packageVia(server.url, admin, name);
    await untilStatus(admin, id, AudienceStatus.IMPORT_SUCCESSFUL);
    await admin.api(calls.audiences.remove, { id });
    await untilStatus(admin, id, AudienceStatus.DELETED);

    await signInAs(page, server.url, lang);
    await page.goto(`${server.url}/#/audience/index`);
    await settled(page);
    const row = rowOf(page, name);
    expect(await row.getByTestId('audience-edit').count()).toBe(0);
    await row.getByTestId('audience-view').click();
    const drawer = page.locator('.ant-drawer-content-wrapper:visible');
    await drawer.getByTestId('audience-form').waitFor();
    expect(await textOf(drawer.locator('.ant-drawer-title'))).toBe(t.viewTitle);
    expect(await textOf(drawer.getByTestId('audience-form'))).toContain(t.deleted);
    expect(await drawer.getByTestId('audience-form-name').inputValue()).toBe(name);
    expect(await drawer.getByTestId('audience-form-name').isDisabled()).toBe(true);
    expect(await drawer.locator('textarea').isDisabled()).toBe(true);
    expect(await drawer.getByTestId('audience-form-submit').isDisabled()).toBe(true);
    await shot(page, `audiences-${short}-deleted-view`);
    await drawer.getByTestId('audience-form-cancel').click();
    await drawer.waitFor({ state: 'hidden' });
  });
});
