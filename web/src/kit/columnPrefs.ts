import { KeyPrefix, readLocalJson, readSessionJson, writeLocalJson, writeSessionJson } from '../lib/storage';

/** What the custom-columns dialog knows about one column. */
export interface ColumnMeta {
  key: string;
  /** the dialog's left-hand category */
  category: string;
  /** a fixed column: always shown, its box ticked and not untickable */
  locked?: boolean;
  /** left out until the user ticks it */
  defaultHidden?: boolean;
  /** what the column is to the list (by default from its key: name, status or delivery, action or actions) */
  role?: ColumnRole;
}

/**
 * The columns a wide list keeps in sight: the name pinned left, the status beside it, the operation pinned right.
 */
export type ColumnRole = 'name' | 'status' | 'action';

const ROLE_OF_KEY: Readonly<Record<string, ColumnRole>> = {
  name: 'name',
  status: 'status',
  delivery: 'status',
  action: 'action',
  actions: 'action',
};

/** A column's role: its own, else the one its key names. */
export const roleOf = (column: ColumnMeta): ColumnRole | undefined => column.role ?? ROLE_OF_KEY[column.key];

/** The code's order with the status columns moved beside the name (where the eye starts on a row). */
export function keyColumnOrder(columns: readonly ColumnMeta[]): string[] {
  const keys = columns.map((c) => c.key);
  const name = columns.find((c) => roleOf(c) === 'name');
  if (!name) return keys;
  const status = columns.filter((c) => roleOf(c) === 'status').map((c) => c.key);
  const rest = keys.filter((key) => !status.includes(key));
  rest.splice(rest.indexOf(name.key) + 1, 0, ...status);
  return rest;
}

/**
 * The visible columns as antd draws them: the name column, and the ones the user keeps before it (an id), fixed left,
 * the operation fixed right, unless the code fixed them otherwise; every left-fixed column first and every right-fixed
 * one last (antd pins only at the edges), the rest in the user's order between.
 */
export function pinKeyColumns<C extends ColumnMeta & { fixed?: unknown }>(columns: readonly C[]): C[] {
  const nameAt = columns.findIndex((c) => roleOf(c) === 'name');
  const pinned = columns.map((column, index): C => {
    if (column.fixed !== undefined) return column;
    if (roleOf(column) === 'action') return { ...column, fixed: 'right' };
    if (index <= nameAt) return { ...column, fixed: 'left' };
    return column;
  });
  const left = pinned.filter((c) => c.fixed === 'left' || c.fixed === 'start' || c.fixed === true);
  const right = pinned.filter((c) => c.fixed === 'right' || c.fixed === 'end');
  const middle = pinned.filter((c) => !left.includes(c) && !right.includes(c));
  return [...left, ...middle, ...right];
}

/** Order and visibility of a table's columns. */
export interface ColumnLayout {
  order: string[];
  hidden: string[];
}

/** The layout a table starts with: code order with the status beside the name, default-hidden columns hidden. */
export function defaultLayout(columns: readonly ColumnMeta[]): ColumnLayout {
  return {
    order: keyColumnOrder(columns),
    hidden: columns.filter((c) => c.defaultHidden && !c.locked).map((c) => c.key),
  };
}

function isLayout(value: unknown): value is ColumnLayout {
  const v = value as ColumnLayout | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.order) &&
    Array.isArray(v.hidden) &&
    [...v.order, ...v.hidden].every((k) => typeof k === 'string')
  );
}

/**
 * Fits a stored layout to today's columns: unknown keys dropped, new columns placed where the code puts them,
 * locked columns never hidden. A stored value that is not a layout gives the default.
 */
export function normalizeLayout(columns: readonly ColumnMeta[], stored: unknown): ColumnLayout {
  const fallback = defaultLayout(columns);
  if (!isLayout(stored)) return fallback;
  const known = new Set(columns.map((c) => c.key));
  const order = [...new Set(stored.order)].filter((key) => known.has(key));
  columns.forEach((column, index) => {
    if (order.includes(column.key)) return;
    // A column added since the layout was saved goes after the column that precedes it in the code.
    const before = columns[index - 1]?.key;
    const at = before ? order.indexOf(before) + 1 : 0;
    order.splice(at, 0, column.key);
  });
  const fixed = new Set(columns.filter((c) => c.locked).map((c) => c.key));
  const newlyAdded = fallback.hidden.filter((key) => !stored.order.includes(key));
  const hidden = [...new Set([...stored.hidden, ...newlyAdded])].filter((key) => known.has(key) && !fixed.has(key));
  return { order, hidden };
}

/** The keys to show, in order; locked columns always among them. */
export function visibleKeys(columns: readonly ColumnMeta[], layout: ColumnLayout): string[] {
  const fixed = new Set(columns.filter((c) => c.locked).map((c) => c.key));
  const hidden = new Set(layout.hidden);
  return layout.order.filter((key) => fixed.has(key) || !hidden.has(key));
}

/** Moves one key to another key's place (drag and drop, or the up/down buttons). */
export function moveKey(order: readonly string[], key: string, target: string): string[] {
  const from = order.indexOf(key);
  const to = order.indexOf(target);
  if (from === -1 || to === -1 || from === to) return [...order];
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, key);
  return next;
}

/**
 * The layout a table opens with: this tab's choice, else the set saved as common use, else the default.
 */
export function loadLayout(table: string, columns: readonly ColumnMeta[]): ColumnLayout {
  const view = readSessionJson(KeyPrefix.tableView + table);
  return normalizeLayout(columns, view ?? readLocalJson(KeyPrefix.tableColumns + table));
}

/**
 * Stores a chosen layout for this tab; with `asCommon` also as the table's common set (localStorage), which every
 * later session opens with.
 */
export function saveLayout(table: string, layout: ColumnLayout, asCommon: boolean): void {
  writeSessionJson(KeyPrefix.tableView + table, layout);
  if (asCommon) writeLocalJson(KeyPrefix.tableColumns + table, layout);
}

/** Forgets both the tab's and the common layout of a table. */
export function clearLayout(table: string): void {
  writeSessionJson(KeyPrefix.tableView + table, undefined);
  writeLocalJson(KeyPrefix.tableColumns + table, undefined);
}

/** Narrowest and widest a resized column may be (px). */
const COLUMN_WIDTH_RANGE = { min: 60, max: 800 } as const;

/** Keeps a dragged width inside the allowed range, in whole pixels. */
export function clampWidth(width: number): number {
  return Math.round(Math.min(COLUMN_WIDTH_RANGE.max, Math.max(COLUMN_WIDTH_RANGE.min, width)));
}

/** The stored column widths of a table (only sane numbers survive). */
export function loadWidths(table: string): Record<string, number> {
  const stored = readLocalJson(KeyPrefix.tableWidths + table);
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(([, width]) => typeof width === 'number' && Number.isFinite(width)),
  ) as Record<string, number>;
}

/** Stores a table's column widths; an empty set removes the entry (reset column width). */
export function saveWidths(table: string, widths: Record<string, number>): void {
  writeLocalJson(KeyPrefix.tableWidths + table, Object.keys(widths).length ? widths : undefined);
}
