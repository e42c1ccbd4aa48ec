import type { MaterialItem } from '@adconsole/contract';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { toastWarning } from '../../../kit/feedback';
import { type PickerLimit, refusalFor, toggle } from './limits';
import MaterialCard from './MaterialCard';
import { useRefusalText } from './useRefusalText';

/** Props of the picker grid. */
export interface PickerGridProps {
  items: MaterialItem[];
  loading: boolean;
  limit: PickerLimit;
  selected: MaterialItem[];
  onSelect: (next: MaterialItem[]) => void;
}

/** The materials of the page as cards; a click picks or takes back, or says which limit stops it. */
export default function PickerGrid({ items, loading, limit, selected, onSelect }: PickerGridProps) {
  const { t } = useTranslation();
  const refusalText = useRefusalText(limit);
  const chosen = new Set(selected.map((s) => s.id));

  const click = (item: MaterialItem) => {
    const result = toggle(selected, item, limit);
    if (result.refusal) return toastWarning(refusalText(result.refusal, item.scale));
    onSelect(result.selected);
  };
  // refusals that no other choice can lift grey the card out; the others are explained on click
  const blockedText = (item: MaterialItem) => {
    const refusal = refusalFor([], item, limit);
    return refusal ? refusalText(refusal, item.scale) : null;
  };

  return (
    <Spin spinning={loading}>
      {items.length === 0 && !loading ? (
        <Empty description={t('common.empty')} style={{ padding: '48px 0' }} />
      ) : (
        <div
          data-testid="picker-grid"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            gap: 12,
            minHeight: 120,
          }}
        >
          {items.map((item) => (
            <MaterialCard
              key={item.id}
              item={item}
              selected={chosen.has(item.id)}
              blocked={blockedText(item)}
              onToggle={() => click(item)}
            />
          ))}
        </div>
      )}
    </Spin>
  );
}
