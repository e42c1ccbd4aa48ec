import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ColumnLayout,
  type ColumnMeta,
  clampWidth,
  clearLayout,
  loadLayout,
  loadWidths,
  pinKeyColumns,
  saveLayout,
  saveWidths,
  visibleKeys,
} from './columnPrefs';
import ResizableHeaderCell, { type ResizeProps } from './ResizableHeaderCell';

/** A column of a kit table: antd's column plus what the custom-columns dialog needs. */
export type KitColumn<T> = Omit<ColumnType<T>, 'key' | 'title' | 'width'> &
  ColumnMeta & {
    /** the column title, already translated (also its label in the dialog) */
    title: string;
    /** the starting width in px; the user can drag it wider or narrower */
    width: number;
  };

/** A table's columns as the user arranged them, and the actions of the table settings. */
export interface TableColumns<T> {
  table: string;
  all: readonly KitColumn<T>[];
  /** the visible columns, in the user's order, with their widths and resize handles */
  columns: ColumnType<T>[];
  components: { header: { cell: typeof ResizableHeaderCell } };
  /** the sum of the visible widths (the table's horizontal scroll) */
  scrollX: number;
  layout: ColumnLayout;
  applyLayout: (layout: ColumnLayout, asCommon: boolean) => void;
  restoreDefault: () => void;
  resetWidths: () => void;
  hasCustomWidths: boolean;
}

/**
 * Column order, visibility and widths of a table, stored per table name: the dialog's choice for this tab (and,
 * saved as common use, for good), the widths in localStorage.
 */
export function useTableColumns<T>(table: string, all: readonly KitColumn<T>[]): TableColumns<T> {
  const { t } = useTranslation();
  const [layout, setLayout] = useState(() => loadLayout(table, all));
  const [widths, setWidths] = useState(() => loadWidths(table));

  const columns = useMemo(() => {
    const byKey = new Map(all.map((column) => [column.key, column]));
    const visible = visibleKeys(all, layout).flatMap((key) => byKey.get(key) ?? []);
    return pinKeyColumns(visible).map((column) => {
      const { key } = column;
      const { category: _category, locked: _locked, defaultHidden: _hidden, role: _role, ...rest } = column;
      const width = widths[key] ?? column.width;
      const onResizeWidth = (next: number, done: boolean) =>
        setWidths((current) => {
          const updated = { ...current, [key]: clampWidth(next) };
          if (done) saveWidths(table, updated);
          return updated;
        });
      const headerProps: ResizeProps = { onResizeWidth, resizeLabel: t('kit.columns.resize') };
      return { ...rest, key, width, onHeaderCell: () => headerProps as never } as ColumnType<T>;
    });
  }, [all, layout, widths, table, t]);

  const scrollX = columns.reduce((sum, column) => sum + (Number(column.width) || 0), 0);

  return {
    table,
    all,
    columns,
    components: { header: { cell: ResizableHeaderCell } },
    scrollX,
    layout,
    applyLayout: (next, asCommon) => {
      saveLayout(table, next, asCommon);
      setLayout(next);
    },
    restoreDefault: () => {
      clearLayout(table);
      setLayout(loadLayout(table, all));
    },
    resetWidths: () => {
      saveWidths(table, {});
      setWidths({});
    },
    hasCustomWidths: Object.keys(widths).length > 0,
  };
}
