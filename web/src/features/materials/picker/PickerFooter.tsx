import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/** Props of the picker's footer. */
export interface PickerFooterProps {
  count: number;
  max: number;
  onClear: () => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Selected x/max", clear, cancel and ok. */
export default function PickerFooter({ count, max, onClear, onCancel, onConfirm }: PickerFooterProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span data-testid="picker-count" style={{ fontWeight: 500 }}>
        {t('picker.selected', { count, max })}
      </span>
      <Button type="link" size="small" disabled={count === 0} onClick={onClear}>
        {t('picker.clear')}
      </Button>
      <span style={{ flex: 1 }} />
      <Button onClick={onCancel}>{t('common.cancel')}</Button>
      <Button type="primary" onClick={onConfirm} data-testid="picker-ok">
        {t('common.confirm')}
      </Button>
    </div>
  );
}
