import {
  type CampaignItem,
  CampaignStatus,
  Code,
  type Language,
  NOTIFY_CAMPAIGNS_MAX,
  type NotifyAnswer,
} from '@adconsole/contract';
import { AppError } from '../../../core/app-error.js';
import type { AuthContext } from '../../../core/auth-context.js';
import type { DB } from '../../../db/database.js';
import { postText } from '../../logs/index.js';
import { itemsOf, list, visibleListedCampaign } from './campaigns.service.js';
import { NOTIFY_TEXTS } from './notify-texts.js';

/** One campaign's lines: name and id, account, on/off, delivery status (its first reason), spend today. */
function summaryOf(c: CampaignItem, lang: Language): string {
  const texts = NOTIFY_TEXTS[lang];
  const money = new Intl.NumberFormat(texts.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return [
    `${c.name} (#${c.campaign_id}, ${c.account_name})`,
    texts.line(
      c.status === CampaignStatus.ON ? texts.on : texts.paused,
      texts.delivery[c.delivery.status],
      `${money.format(c.today_spend)} ${c.currency}`,
    ),
  ].join('\n');
}

/**
 * Posts a text message to the DingTalk robot (the body the error notices of the logs module send, within 5 s) and
 * waits for its answer: unlike those notices, the user asked for this one and is told whether it arrived. A robot
 * refusing the message answers 200 with a non-zero `errcode`.
 */
async function post(url: string | null, text: string): Promise<void> {
  if (!url)
    throw new AppError(Code.NOTIFY_NOT_CONFIGURED, 'no notification webhook is configured (NOTIFY_WEBHOOK_URL)');
  let res: Response;
  try {
    res = await postText(url, text);
  } catch (error) {
    throw new AppError(Code.NOTIFY_FAILED, `the notification webhook could not be reached: ${String(error)}`, {
      status: null,
    });
  }
  const answer = (await res.json().catch(() => null)) as { errcode?: unknown } | null;
  if (!res.ok || (typeof answer?.errcode === 'number' && answer.errcode !== 0)) {
    throw new AppError(Code.NOTIFY_FAILED, `the notification webhook answered ${res.status}`, { status: res.status });
  }
}

/** POST /v1/campaign/dingTalk: one campaign's summary (the caller must see the campaign). */
export async function notifyCampaign(
  db: DB,
  auth: AuthContext,
  url: string | null,
  id: number,
  lang: Language,
): Promise<NotifyAnswer> {
  const [item] = await itemsOf(db, [await visibleListedCampaign(db, auth, id)]);
  const text = `${NOTIFY_TEXTS[lang].summaryTitle}\n${summaryOf(item!, lang)}`;
  await post(url, text);
  return { text, campaigns: 1 };
}

/** POST /v1/campaign/dingTalkTest: a test message naming who sent it. */
export async function notifyTest(auth: AuthContext, url: string | null, lang: Language): Promise<NotifyAnswer> {
  const text = NOTIFY_TEXTS[lang].test(auth.loginName);
  await post(url, text);
  return { text, campaigns: 0 };
}

/** POST /v1/campaign/dingTalkAll: every campaign switched on among the caller's accounts, newest first. */
export async function notifyAll(db: DB, auth: AuthContext, url: string | null, lang: Language): Promise<NotifyAnswer> {
  const texts = NOTIFY_TEXTS[lang];
  const page = await list(db, auth, { page_no: 1, page_size: NOTIFY_CAMPAIGNS_MAX, status: CampaignStatus.ON });
  const more = page.total - page.list.length;
  const text = [
    texts.runningTitle(page.total),
    ...page.list.map((c) => summaryOf(c, lang)),
    ...(more > 0 ? [texts.more(more)] : []),
  ].join('\n');
  await post(url, text);
  return { text, campaigns: page.total };
}
