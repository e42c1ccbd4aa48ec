import { Code } from '@adconsole/contract';
import i18next from 'i18next';
import type { FormDialogResult } from '../../kit/FormDialog';
import { toastError } from '../../kit/feedback';
import { settleSave } from './api';

/** The platform account dialog's fields, in its order. */
export const PLATFORM_ACCOUNT_FIELDS = ['ad_platform_id', 'account_id', 'name', 'external_id'] as const;
type Field = (typeof PLATFORM_ACCOUNT_FIELDS)[number];

const ids = (data: unknown): unknown[] => {
  const list = (data as { ids?: unknown } | null)?.ids;
  return Array.isArray(list) ? list : [];
};

/**
 * Where a platform account's refusal belongs: an external id already linked on the platform under that field; a
 * platform or account that is gone (deleted meanwhile) under its picker; the rest as the catalogues settle theirs.
 */
export function settlePlatformAccount(
  ending: { envelope: { code: number; msg: string; data: unknown } } | { error: unknown },
  values: { ad_platform_id?: number; account_id?: number },
  editing: boolean,
): FormDialogResult {
  const t = i18next.t;
  if ('envelope' in ending) {
    const { code, data } = ending.envelope;
    if (code === Code.NAME_TAKEN) {
      return [{ name: 'external_id', errors: [t('placements.platformAccount.form.externalTaken')] }];
    }
    if (code === Code.NOT_EXISTS && !editing) {
      const gone = ids(data);
      const field: Field | null = gone.includes(values.account_id)
        ? 'account_id'
        : gone.includes(values.ad_platform_id)
          ? 'ad_platform_id'
          : null;
      if (field) return [{ name: field, errors: [t('placements.platformAccount.form.gone')] }];
    }
    if (code === Code.NOT_EXISTS && editing) {
      toastError(t('placements.platformAccount.goneRow'));
      return false;
    }
  }
  return settleSave(ending, PLATFORM_ACCOUNT_FIELDS);
}
