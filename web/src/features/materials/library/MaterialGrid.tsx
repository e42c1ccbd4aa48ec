import type { MaterialItem } from '@adconsole/contract';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';
import styles from './library.module.css';
import type { LibraryHandlers } from './MaterialActions';
import MaterialCard from './MaterialCard';

/** Props of the grid view: the page of materials, the selection, and what the empty grid says. */
export interface MaterialGridProps {
  rows: readonly MaterialItem[];
  loading: boolean;
  selected: ReadonlySet<number>;
  selectable: (item: MaterialItem) => boolean;
  onSelect: (item: MaterialItem, checked: boolean) => void;
  h: LibraryHandlers;
  empty: ReactNode;
}

/** The grid view of a library: thumbnail cards that wrap to the width of the page. */
export default function MaterialGrid({ rows, loading, selected, selectable, onSelect, h, empty }: MaterialGridProps) {
  return (
    <Spin spinning={loading}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} style={{ padding: '48px 0' }} />
      ) : (
        <div className={styles.grid} data-testid="material-grid">
          {rows.map((item) => (
            <MaterialCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              selectable={selectable(item)}
              onSelect={(checked) => onSelect(item, checked)}
              h={h}
            />
          ))}
        </div>
      )}
    </Spin>
  );
}
