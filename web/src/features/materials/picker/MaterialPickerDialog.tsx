import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import GuardedModal from '../../../kit/GuardedModal';
import { PICKER_WIDTH } from './MaterialPickerDrawer';
import PickerBody from './PickerBody';
import PickerFooter from './PickerFooter';
import SelectedStrip from './SelectedStrip';
import type { MaterialPickerProps } from './types';
import { usePickerShell } from './usePickerShell';

/** Props of the picker as a form field (antd Form.Item passes value and onChange). */
export interface MaterialPickerDialogProps extends MaterialPickerProps {
  disabled?: boolean;
  id?: string;
}

/**
 * The material picker as a form field: the chosen materials (removable) and a button that opens the picker in a
 * dialog; confirming hands the selection to the form.
 */
export default function MaterialPickerDialog(props: MaterialPickerDialogProps) {
  const { t } = useTranslation();
  const { type, value = [], onChange, disabled, id } = props;
  const [open, setOpen] = useState(false);
  const shell = usePickerShell({ ...props, open, onClose: () => setOpen(false) });
  return (
    <div id={id} style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      <SelectedStrip
        value={value}
        onRemove={disabled ? undefined : (mid) => onChange?.(value.filter((m) => m.id !== mid))}
      />
      <Button onClick={() => setOpen(true)} disabled={disabled} data-testid="picker-open">
        {t(value.length ? 'picker.change' : 'picker.choose')}
      </Button>
      <GuardedModal
        watchForms={false}
        open={open}
        width={PICKER_WIDTH}
        title={t(type === 2 ? 'picker.title.video' : 'picker.title.image')}
        onCancel={shell.cancel}
        destroyOnHidden
        // the footer (count and ok) stays in view: the grid scrolls inside the dialog
        styles={{ body: { maxHeight: 'calc(100vh - 240px)', overflowY: 'auto', overflowX: 'hidden' } }}
        data-testid="picker-dialog"
        footer={<PickerFooter shell={shell} />}
      >
        <PickerBody type={type} shell={shell} usableBy={props.usableBy} />
      </GuardedModal>
    </div>
  );
}
