import { DirectoryStatus } from '@adconsole/contract';
import type { TFunction } from 'i18next';
import type { Option } from '../../../kit/loadMore';

/** The status filter's options: enabled, disabled. */
export function statusOptions(t: TFunction): Option<number>[] {
  return [
    { value: DirectoryStatus.ENABLED, label: t('directory.status.enabled') },
    { value: DirectoryStatus.DISABLED, label: t('directory.status.disabled') },
  ];
}
