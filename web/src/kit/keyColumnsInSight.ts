import type { ColumnType } from 'antd/es/table';
import { type ColumnRole, keyColumnOrder, pinKeyColumns } from './columnPrefs';

/** A column of a plain antd table the kit can place: its key says its role (name, status, action) unless `role` does. */
export type KeyedColumn<T> = ColumnType<T> & { key: string; role?: ColumnRole };

// antd lays a fixed column out by its width: a pinned name without one would take what the others leave
const PINNED_NAME_WIDTH = 220;

/**
 * A plain table's columns as the kit's lists show theirs (columnPrefs): the status beside the name, the name pinned
 * left and the operation pinned right, so both stay in sight when a wide table scrolls.
 */
export function keyColumnsInSight<T>(columns: readonly KeyedColumn<T>[]): KeyedColumn<T>[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const ordered = keyColumnOrder(columns.map((c) => ({ key: c.key, category: '', role: c.role }))).map(
    (key) => byKey.get(key)!,
  );
  const pinned = pinKeyColumns(ordered.map((c) => ({ ...c, category: '' })));
  return pinned.map(({ category: _, ...c }) =>
    c.fixed === 'left' && c.width === undefined ? { ...c, width: PINNED_NAME_WIDTH } : c,
  );
}
