import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { PickerShell } from './usePickerShell';

/** "Selected x/max", clear, cancel and ok. */
export default function PickerFooter({ shell }: { shell: PickerShell }) {
  const { t } = useTranslation();
  const count = shell.selected.length;
  const max = shell.limit.max;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <span data-testid="picker-count" style={{ fontWeight: 500 }}>
        {t('picker.selected', { count, max })}
      </span>
      <Button type="link" size="small" disabled={count === 0} onClick={() => shell.setSelected([])}>
        {t('picker.clear')}
      </Button>
      <span style={{ flex: 1 }} />
      <Button onClick={shell.cancel}>{t('common.cancel')}</Button>
      <Button type="primary" onClick={shell.confirm} data-testid="picker-ok">
        {t('common.confirm')}
      </Button>
    </div>
  );
}
