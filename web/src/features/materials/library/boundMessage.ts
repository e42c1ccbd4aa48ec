import { type BoundAd, Code } from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage } from '../../../app/errors';

/** What a 10001 / 10002 refusal carries: the materials, maybe the accounts, and the ads that hold them. */
export interface BoundRefusal {
  ids: number[];
  ads: BoundAd[];
}

/** Reads the refusal data of a bound-material answer (anything unexpected reads as empty lists). */
export function boundRefusal(data: unknown): BoundRefusal {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Partial<BoundRefusal>;
  return {
    ids: Array.isArray(record.ids) ? record.ids.filter((id) => typeof id === 'number') : [],
    ads: Array.isArray(record.ads) ? record.ads : [],
  };
}

/** True for the codes that mean "ads use this material" (delete, or an account removed from it). */
export const isBoundCode = (code: number): boolean =>
  code === Code.MATERIAL_BOUND || code === Code.MATERIAL_ACCOUNT_BOUND;

/**
 * The text of a delete refused with 10001 (spec error catalogue): one material reads 'delete_error_tips', several
 * 'delete_batch_error_tips' with the material ids; other codes their translated message.
 */
export function deleteRefusalText(code: number, data: unknown, msg: string, batch: boolean): string {
  if (code !== Code.MATERIAL_BOUND) return businessMessage(code, data, msg);
  const { ids } = boundRefusal(data);
  return batch
    ? i18next.t('library.delete.batchErrorTips', { ids: ids.join(', ') })
    : i18next.t('library.delete.errorTips');
}
