import type { MaterialItem } from '@adconsole/contract';
import Checkbox from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatFileSize } from '../../../kit/format';
import TagChips from '../../../kit/TagChips';
import ExamineBadge from './ExamineBadge';
import styles from './library.module.css';
import MaterialActions, { type LibraryHandlers } from './MaterialActions';
import MaterialThumb from './MaterialThumb';
import { durationOf } from './materialRules';

/** Props of a grid card: the material, whether it is selected, and the library's handlers. */
export interface MaterialCardProps {
  item: MaterialItem;
  selected: boolean;
  selectable: boolean;
  onSelect: (checked: boolean) => void;
  h: LibraryHandlers;
}

/** One material of the grid view: thumbnail, name, ID, file facts, review state, tags and the row actions. */
export default function MaterialCard({ item, selected, selectable, onSelect, h }: MaterialCardProps) {
  const { t } = useTranslation();
  const facts =
    item.type === 2
      ? `${item.scale} · ${formatDuration(durationOf(item))} · ${formatFileSize(item.size)}`
      : `${item.scale} · ${item.width}*${item.height} · ${formatFileSize(item.size)}`;
  return (
    <div className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card} data-testid="material-card">
      {selectable ? (
        <span className={styles.cardCheck}>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('library.grid.select', { name: item.name })}
          />
        </span>
      ) : null}
      <MaterialThumb item={item} width="100%" height={150} onOpen={() => h.onOpen(item)} />
      <div className={styles.cardBody}>
        <span className={styles.name} title={item.name}>
          {item.name}
        </span>
        <div className={styles.cardMeta}>
          <span>{t('library.idLabel', { id: item.id })}</span>
          <span>{facts}</span>
        </div>
        <div className={styles.cardMeta}>
          <ExamineBadge item={item} />
          <MaterialActions item={item} h={h} />
        </div>
        <TagChips tags={item.tags} />
      </div>
    </div>
  );
}
