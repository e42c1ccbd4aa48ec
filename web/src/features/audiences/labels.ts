import { type AudienceItem, AudienceSource, AudienceStatus, Encryption } from '@adconsole/contract';
import type { TFunction } from 'i18next';

/** The status label of a row: status 1 of a rule-based package reads "Generating". */
export function statusLabel(t: TFunction, item: Pick<AudienceItem, 'status' | 'generating'>): string {
  return item.status === AudienceStatus.IMPORTING && item.generating
    ? t('audiences.status.generating')
    : t(`audiences.status.${item.status}`);
}

/** antd tag colour per status. */
export const STATUS_COLOR: Record<number, string> = {
  [AudienceStatus.IMPORTING]: 'processing',
  [AudienceStatus.IMPORT_SUCCESSFUL]: 'success',
  [AudienceStatus.IMPORT_FAILED]: 'error',
  [AudienceStatus.DELETING]: 'processing',
  [AudienceStatus.DELETE_FAILED]: 'warning',
  [AudienceStatus.DELETED]: 'default',
};

/** The generation method: a file (uploaded or in storage) or rules. */
export const methodLabel = (t: TFunction, source: number) =>
  t(source === AudienceSource.RULES ? 'audiences.method.rules' : 'audiences.method.file');

/** Percent of the file read, 0..100. */
export function progressPercent(item: Pick<AudienceItem, 'progress'>): number {
  const progress = item.progress;
  if (!progress || progress.total_bytes <= 0) return 0;
  return Math.min(100, Math.floor((progress.bytes_read / progress.total_bytes) * 100));
}

/** Inline edit and the row actions: only user-uploaded packages, not deleted, for roles with the group. */
export function rowActionable(item: Pick<AudienceItem, 'upload_source' | 'status'>): boolean {
  return item.upload_source === AudienceSource.UPLOAD && item.status !== AudienceStatus.DELETED;
}

/** Statuses 1 and 4 refuse a delete. */
export const deletable = (status: number) => status !== AudienceStatus.IMPORTING && status !== AudienceStatus.DELETING;

const ENCRYPTIONS: readonly number[] = Object.values(Encryption);

/** The label of an encryption: none, MD5, SHA1, SHA256, and "Other" for any method outside them (spec 4). */
export const encryptionLabel = (t: TFunction, encryption: number) =>
  t(ENCRYPTIONS.includes(encryption) ? `audiences.encryption.${encryption}` : 'audiences.encryption.other');

/** A row's import warning, worded with its rule's country and window when it says why a rule matched no device. */
export function warningText(t: TFunction, item: Pick<AudienceItem, 'import_warning' | 'user_cluster_rule'>): string {
  const rule = item.user_cluster_rule;
  return t(`audiences.warning.${item.import_warning}`, { country: rule?.country ?? '', days: rule?.time_range ?? '' });
}
