import { useTranslation } from 'react-i18next';
import GuardedDrawer from '../../../kit/GuardedDrawer';
import PickerBody from './PickerBody';
import PickerFooter from './PickerFooter';
import type { MaterialPickerProps } from './types';
import { usePickerShell } from './usePickerShell';

/** Spec: the picker drawer is 912 px wide. */
export const PICKER_WIDTH = 912;

/** Props of the picker drawer. */
export interface MaterialPickerDrawerProps extends MaterialPickerProps {
  open: boolean;
  onClose: () => void;
}

/** The material picker as a 912 px drawer: pick from the library or upload, then confirm the selection. */
export default function MaterialPickerDrawer(props: MaterialPickerDrawerProps) {
  const { t } = useTranslation();
  const { open, type } = props;
  const shell = usePickerShell(props);
  return (
    <GuardedDrawer
      watchForms={false}
      open={open}
      size={PICKER_WIDTH}
      title={t(type === 2 ? 'picker.title.video' : 'picker.title.image')}
      onClose={shell.cancel}
      destroyOnHidden
      data-testid="picker-drawer"
      footer={<PickerFooter shell={shell} />}
    >
      <PickerBody type={type} shell={shell} usableBy={props.usableBy} />
    </GuardedDrawer>
  );
}
