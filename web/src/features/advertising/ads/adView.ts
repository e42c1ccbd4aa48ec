import { AD_TYPES_OF_AD, type AdItem, CREATIVE_KINDS } from '@adconsole/contract';
import type { TFunction } from 'i18next';

/** An ad's type as words (image, video, JS tag, VAST); an unknown number shows as itself rather than a raw key. */
export function adTypeLabel(type: number, t: TFunction): string {
  return (AD_TYPES_OF_AD as readonly number[]).includes(type) ? t(`ads.type.${type}`) : String(type);
}

/**
 * The kinds of an ad's creatives with their counts, in the contract's order ("image 2 · video 1"); kinds the web
 * does not know yet are left out rather than shown as keys.
 */
export function creativeKindsText(kinds: AdItem['creatives']['kinds'], t: TFunction): string {
  return (CREATIVE_KINDS as readonly string[])
    .filter((kind) => (kinds[kind] ?? 0) > 0)
    .map((kind) => `${t(`ads.kind.${kind}`)} ${kinds[kind]}`)
    .join(' · ');
}
