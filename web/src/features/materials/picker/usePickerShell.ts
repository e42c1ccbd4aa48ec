import type { MaterialItem } from '@adconsole/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../../kit/feedback';
import { useCloseGuard } from '../upload/useCloseGuard';
import { useUploadSession } from '../upload/useUploadSession';
import { confirmProblem, pickerLimit } from './limits';
import type { MaterialPickerProps } from './types';

const NONE: MaterialItem[] = [];

/** What the picker's footer and body read and do, whichever frame (drawer, dialog) holds them. */
export type PickerShell = ReturnType<typeof usePickerShell>;

/**
 * The state the drawer and the dialog share: the limit of the mode, the selection being edited (the caller's value
 * until confirmed), the local upload's session, and close/confirm that ask before cancelling uploads.
 */
export function usePickerShell(props: MaterialPickerProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { open, onClose, mode = 'default', max, scale, type, accountId, value = NONE, onChange } = props;
  const limit = useMemo(() => pickerLimit(mode, { max, scale }), [mode, max, scale]);
  const [selected, setSelected] = useState<MaterialItem[]>(value);
  // each opening starts from the caller's value; edits are only handed back on confirm
  // biome-ignore lint/correctness/useExhaustiveDependencies: reading value only when the picker opens is the point
  useEffect(() => {
    if (open) setSelected(value);
  }, [open]);
  const session = useUploadSession({ type, accountId, sku: mode === 'sku' });
  const cancel = useCloseGuard(session, onClose);
  const finish = useCloseGuard(session, () => {
    onChange?.(selected);
    onClose();
  });

  const confirm = () => {
    const problem = confirmProblem(selected, limit);
    if (problem === 'tooFew' && mode === 'copy') return toastWarning(t('picker.limit.copy'));
    if (problem) return toastWarning(t(`picker.limit.${problem}`, { min: limit.min, max: limit.max }));
    finish();
  };

  return { mode, limit, selected, setSelected, session, cancel, confirm };
}
