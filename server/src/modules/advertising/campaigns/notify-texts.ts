import type { DeliveryCase, Language } from '@adconsole/contract';

// The texts of the chat notifications (campaigns.notify.ts), in the sender's console language: the message goes to
// a chat the team reads, not to a screen with locale files, so its few phrases live here in both languages.

interface NotifyTexts {
  summaryTitle: string;
  runningTitle: (count: number) => string;
  more: (count: number) => string;
  test: (login: string) => string;
  on: string;
  paused: string;
  line: (status: string, delivery: string, spend: string) => string;
  /** the delivery cases as the console names them (campaigns.delivery.* in the web locale files) */
  delivery: Record<DeliveryCase, string>;
  numberLocale: string;
}

export const NOTIFY_TEXTS: Record<Language, NotifyTexts> = {
  'zh-CN': {
    summaryTitle: '推广计划摘要',
    runningTitle: (count) => `投放中的推广计划：${count} 个`,
    more: (count) => `……另有 ${count} 个`,
    test: (login) => `来自 ${login} 的测试消息：通知机器人工作正常。`,
    on: '开启',
    paused: '暂停',
    line: (status, delivery, spend) => `  状态：${status} · 投放：${delivery} · 今日花费：${spend}`,
    delivery: {
      normal: '正常投放',
      exceeds_daily_limit: '超出日限额',
      exceeds_total_limit: '超出总限额',
      reached_quota: '已达配额',
      delivery_expired: '投放已过期',
      order_ended: '订单已结束',
      outside_delivery_time: '不在投放时间内',
      paused: '已暂停',
      no_ad_groups: '无广告组',
      no_ads: '无广告',
    },
    numberLocale: 'zh-CN',
  },
  'en-US': {
    summaryTitle: 'Campaign summary',
    runningTitle: (count) => `Running campaigns: ${count}`,
    more: (count) => `… and ${count} more`,
    test: (login) => `Test message from ${login}: the notification webhook works.`,
    on: 'on',
    paused: 'paused',
    line: (status, delivery, spend) => `  status: ${status} · delivery: ${delivery} · spend today: ${spend}`,
    delivery: {
      normal: 'Normal delivery',
      exceeds_daily_limit: 'Exceeds daily limit',
      exceeds_total_limit: 'Exceeds total limit',
      reached_quota: 'Reached quota',
      delivery_expired: 'Delivery expired',
      order_ended: 'Order ended',
      outside_delivery_time: 'Outside delivery time',
      paused: 'Paused',
      no_ad_groups: 'No ad groups',
      no_ads: 'No ads',
    },
    numberLocale: 'en-US',
  },
};
