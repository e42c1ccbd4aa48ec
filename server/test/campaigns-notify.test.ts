import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CampaignStatus, Code, calls, campaignListAnswer } from '@adconsole/contract';
import { type InjectSession, signInAll } from '@adconsole/testkit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helper.js';

// The dingTalk calls post to NOTIFY_WEBHOOK_URL: a local receiver records what arrives and answers as it is told.

const { campaigns } = calls;
let server: TestServer;
let bare: TestServer;
let s: Record<'admin' | 'operator' | 'advertiser' | 'viewer', InjectSession>;
let receiver: http.Server;
const received: { msgtype: string; text: { content: string } }[] = [];
/** what the receiver answers next: an HTTP status and a body */
let reply = { status: 200, body: '{"errcode":0,"errmsg":"ok"}' };

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  server = await startServer({ NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${port}/robot/send?access_token=t` });
  s = await signInAll(server.app, ['admin', 'operator', 'advertiser', 'viewer'] as const);
});
afterAll(async () => {
  await server.destroy();
  await bare?.destroy();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  reply = { status: 200, body: '{"errcode":0,"errmsg":"ok"}' };
});

const listOf = async (body: Record<string, unknown>, who = s.admin) =>
  campaignListAnswer.parse((await who.api(campaigns.list, { page_size: 100, ...body })).json().data);
/** The one message the receiver got, its text. */
const message = () => {
  expect(received).toHaveLength(1);
  expect(received[0]!.msgtype).toBe('text');
  return received[0]!.text.content;
};

describe('POST /v1/campaign/dingTalkTest', () => {
  it("posts a test message naming the sender, in the sender's language (Chinese by default)", async () => {
    const res = (await s.operator.api(campaigns.notifyTest, { lang: 'en-US' })).json();
    expect(res).toMatchObject({ code: 200, data: { campaigns: 0 } });
    expect(message()).toContain('Test message from operator');
    expect(message()).toContain(res.data.text);
    received.length = 0;
    await s.operator.api(campaigns.notifyTest, {});
    expect(message()).toContain('来自 operator 的测试消息：通知机器人工作正常。');
  });

  it('refuses a language it does not write', async () => {
    const res = await s.operator.api(campaigns.notifyTest, { lang: 'fr-FR' } as never);
    expect(res.json()).toMatchObject({ code: Code.BAD_REQUEST, data: { errors: [{ field: 'lang' }] } });
    expect(received).toHaveLength(0);
  });
});

describe('POST /v1/campaign/dingTalk', () => {
  it("posts one campaign's name, status, delivery status and spend today", async () => {
    const orchid = (await listOf({ custom: 'Orchid Mall' })).list[0]!;
    expect(orchid.delivery.status).toBe('exceeds_total_limit');
    const body = { campaign_id: orchid.campaign_id, lang: 'en-US' } as const;
    const res = (await s.admin.api(campaigns.notifyCampaign, body)).json();
    expect(res).toMatchObject({ code: 200, data: { campaigns: 1 } });
    const text = message();
    expect(text).toContain(`${orchid.name} (#${orchid.campaign_id}, Orchid Shopping)`);
    expect(text).toContain('status: on');
    expect(text).toContain('delivery: Exceeds total limit');
    expect(orchid.today_spend).toBeGreaterThan(0);
    expect(text).toContain(`spend today: ${orchid.today_spend.toFixed(2)} ${orchid.currency}`);
    // in Chinese: the same facts in the console's Chinese words
    received.length = 0;
    await s.admin.api(campaigns.notifyCampaign, { campaign_id: orchid.campaign_id, lang: 'zh-CN' });
    const zh = message();
    expect(zh).toContain('推广计划摘要');
    expect(zh).toContain('状态：开启 · 投放：超出总限额');
    expect(zh).toContain(`今日花费：${orchid.today_spend.toFixed(2)} ${orchid.currency}`);
  });

  it('answers 10201 for a campaign that does not exist or is deleted, and posts nothing', async () => {
    const gone = (await listOf({ custom: 'Galaxy' })).list.at(-1)!;
    const copy = (await s.admin.api(campaigns.copy, { campaign_id: gone.campaign_id })).json().data.id as number;
    expect((await s.admin.api(campaigns.remove, { campaign_ids: [copy] })).json().code).toBe(200);
    for (const id of [copy, copy + 10_000]) {
      expect((await s.operator.api(campaigns.notifyCampaign, { campaign_id: id })).json().code).toBe(Code.NOT_EXISTS);
    }
    expect(received).toHaveLength(0);
  });

  it('is refused (403) to a role without campaign.edit', async () => {
    const orchid = (await listOf({ custom: 'Orchid Mall' })).list[0]!;
    for (const who of [s.advertiser, s.viewer]) {
      expect((await who.api(campaigns.notifyCampaign, { campaign_id: orchid.campaign_id })).statusCode).toBe(403);
      expect((await who.api(campaigns.notifyTest, {})).statusCode).toBe(403);
      expect((await who.api(campaigns.notifyAll, {})).statusCode).toBe(403);
    }
    expect(received).toHaveLength(0);
  });
});

describe('POST /v1/campaign/dingTalkAll', () => {
  it('posts every campaign switched on, and none paused', async () => {
    const on = await listOf({ status: CampaignStatus.ON });
    const paused = await listOf({ status: CampaignStatus.PAUSED });
    const res = (await s.admin.api(campaigns.notifyAll, { lang: 'en-US' })).json();
    expect(res).toMatchObject({ code: 200, data: { campaigns: on.total } });
    const text = message();
    expect(text).toContain(`Running campaigns: ${on.total}`);
    for (const c of on.list) expect(text).toContain(`(#${c.campaign_id}, `);
    for (const c of paused.list) expect(text).not.toContain(`(#${c.campaign_id}, `);
  });

  it('after a pause, leaves that campaign out', async () => {
    const [first] = (await listOf({ status: CampaignStatus.ON })).list;
    expect((await s.admin.api(campaigns.pause, { campaign_ids: [first!.campaign_id] })).json().code).toBe(200);
    await s.admin.api(campaigns.notifyAll, {});
    expect(message()).not.toContain(`(#${first!.campaign_id}, `);
    await s.admin.api(campaigns.enable, { campaign_ids: [first!.campaign_id] });
  });
});

describe('webhook failures', () => {
  it('answers 10501 with the status when the webhook answers an error', async () => {
    reply = { status: 500, body: 'down' };
    const res = (await s.admin.api(campaigns.notifyTest, {})).json();
    expect(res).toMatchObject({ code: Code.NOTIFY_FAILED, data: { status: 500 } });
  });

  it('answers 10501 when the robot refuses the message (a non-zero errcode)', async () => {
    reply = { status: 200, body: '{"errcode":310000,"errmsg":"keywords not in content"}' };
    const res = (await s.admin.api(campaigns.notifyTest, {})).json();
    expect(res).toMatchObject({ code: Code.NOTIFY_FAILED, data: { status: 200 } });
  });

  it('answers 10500 from every call when no webhook is configured, and changes nothing', async () => {
    bare = await startServer();
    const { admin } = await signInAll(bare.app, ['admin'] as const);
    const id = (await admin.api(campaigns.list, { page_size: 1 })).json().data.list[0].campaign_id;
    const audited = async () => (await bare.database.db.selectFrom('audit_log').select('id').execute()).length;
    const before = await audited();
    for (const res of [
      await admin.api(campaigns.notifyTest, {}),
      await admin.api(campaigns.notifyCampaign, { campaign_id: id }),
      await admin.api(campaigns.notifyAll, {}),
    ]) {
      expect(res.json().code).toBe(Code.NOTIFY_NOT_CONFIGURED);
    }
    expect(received).toHaveLength(0);
    expect(await audited()).toBe(before);
  });
});

describe("the spec's own paths: /campaign/dingTalk, /campaign/dingTalkTest, /campaign/dingTalkAll", () => {
  it('serve the declared calls, with their access, and take bodies with keys of their own', async () => {
    const orchid = (await listOf({ custom: 'Orchid Mall' })).list[0]!;
    const test = await s.operator.call('POST', '/campaign/dingTalkTest', { lang: 'en-US', robot: 'ops' });
    expect(test.json()).toMatchObject({ code: 200, data: { campaigns: 0 } });
    expect(message()).toContain('Test message from operator');
    received.length = 0;
    const one = await s.operator.call('POST', '/campaign/dingTalk', { campaign_id: orchid.campaign_id, at: [] });
    expect(one.json()).toMatchObject({ code: 200, data: { campaigns: 1 } });
    expect(message()).toContain(orchid.name);
    received.length = 0;
    expect((await s.operator.call('POST', '/campaign/dingTalkAll', { extra: 1 })).json().code).toBe(200);
    expect(received).toHaveLength(1);
    received.length = 0;
    for (const path of ['/campaign/dingTalk', '/campaign/dingTalkTest', '/campaign/dingTalkAll'])
      expect((await s.viewer.call('POST', path, { campaign_id: orchid.campaign_id })).statusCode).toBe(403);
    expect(received).toHaveLength(0);
  });
});
