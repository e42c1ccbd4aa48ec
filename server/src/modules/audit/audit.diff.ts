/** A changed field: its value before and after the change (null where it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export type FieldChanges = Record<string, FieldChange>;

type Fields = Record<string, unknown> | null | undefined;

// JSON text is the comparison: values are column values, arrays of ids and small objects, never cyclic
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between two states of an entity, each with its before and after; a create has no
 * `before` (every set field is new), a delete no `after`. Undefined and null count as the same absence.
 */
export function diffFields(before: Fields, after: Fields): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (!same(was, now)) changes[key] = { before: was, after: now };
  }
  return changes;
}
