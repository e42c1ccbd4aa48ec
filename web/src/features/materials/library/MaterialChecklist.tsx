import type { MaterialItem } from '@adconsole/contract';
import Checkbox from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import TagChips from '../../../kit/TagChips';
import { textColor } from '../../../kit/theme';
import styles from './library.module.css';

/** Props of the batch drawer's material list: the materials and which of them are checked. */
export interface MaterialChecklistProps {
  items: readonly MaterialItem[];
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
}

/** Batch mode's list of the selected materials, each with a checkbox (at least one must stay checked to save). */
export default function MaterialChecklist({ items, checked, onChange }: MaterialChecklistProps) {
  const { t } = useTranslation();
  const all = items.length > 0 && items.every((item) => checked.has(item.id));
  const some = !all && items.some((item) => checked.has(item.id));
  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div data-testid="batch-materials">
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 8 }}>
        <Checkbox
          checked={all}
          indeterminate={some}
          onChange={(event) => onChange(event.target.checked ? new Set(items.map((i) => i.id)) : new Set())}
        >
          {t('library.drawer.checkAll')}
        </Checkbox>
        <span style={{ color: textColor.muted }}>
          {t('library.drawer.checked', { checked: checked.size, total: items.length })}
        </span>
      </div>
      <div style={{ maxHeight: 220, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 8 }}>
        {items.map((item) => (
          <div
            key={item.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 10,
              padding: '8px 12px',
              borderBottom: '1px solid #f5f5f5',
            }}
          >
            <Checkbox
              checked={checked.has(item.id)}
              onChange={(event) => toggle(item.id, event.target.checked)}
              style={{ flex: 1, minWidth: 0, alignItems: 'center' }}
            >
              <span style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
                <span className={styles.thumb} style={{ width: 56, height: 36, cursor: 'inherit' }}>
                  {item.thumb_url ? <img src={item.thumb_url} alt={item.name} loading="lazy" /> : null}
                </span>
                <span className={styles.cellText}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.sub}>{t('library.idLabel', { id: item.id })}</span>
                </span>
              </span>
            </Checkbox>
            <span style={{ maxWidth: 260, flex: 'none' }}>
              <TagChips tags={item.tags} />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
