import type zh from '../zh-CN/ads';

/** Ads under an ad group: the list, its filters, columns, row actions and the shared words (types, kinds). */
export default {
  'ads.title': 'Ads',
} satisfies Record<keyof typeof zh, string>;
