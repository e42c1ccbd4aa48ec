import { MaterialLimits, MaterialStatus, PICKABLE_EXAMINE_STATUSES } from '@adconsole/contract';

/** Picker modes: default, copy (is_copy: exactly one), scale (one material of a given ratio), sku (1..5 images). */
export type PickerMode = 'default' | 'copy' | 'scale' | 'sku';

/** How many materials a picker takes, and whether each must have its own ratio. */
export interface PickerLimit {
  min: number;
  max: number;
  /** sku mode: one image per distinct scale */
  onePerScale: boolean;
  /** scale mode: only materials of this ratio */
  scale?: string;
}

/** What the rules need of a material. */
export interface Pickable {
  id: number;
  scale: string;
  status: number;
  third_examine_status: number;
}

/**
 * The spec's selection limits: copy exactly 1; sku at least 1 and at most 5 (a smaller caller maximum wins), one per
 * distinct scale; with a scale given 1; otherwise at most 50 or the caller's canChooseLength.
 */
export function pickerLimit(mode: PickerMode, options: { max?: number; scale?: string } = {}): PickerLimit {
  const callerMax = options.max !== undefined && options.max > 0 ? Math.floor(options.max) : undefined;
  if (mode === 'copy') return { min: MaterialLimits.PICKER_COPY, max: MaterialLimits.PICKER_COPY, onePerScale: false };
  if (mode === 'sku') {
    const max = Math.min(callerMax ?? MaterialLimits.PICKER_SKU_MAX, MaterialLimits.PICKER_SKU_MAX);
    return { min: MaterialLimits.PICKER_SKU_MIN, max, onePerScale: true };
  }
  if (mode === 'scale' || options.scale) {
    return { min: 0, max: MaterialLimits.PICKER_SCALE, onePerScale: false, scale: options.scale };
  }
  return { min: 0, max: callerMax ?? MaterialLimits.PICKER_MAX, onePerScale: false };
}

/** Why a material cannot be picked (a locale key under `picker.limit.`). */
export type Refusal = 'deleted' | 'unreviewed' | 'wrongScale' | 'full' | 'scaleTaken';

/** Why `item` may not be added to `selected`, or null when it may (a single-choice picker then replaces). */
export function refusalFor<T extends Pickable>(selected: readonly T[], item: T, limit: PickerLimit): Refusal | null {
  if (item.status === MaterialStatus.DELETED) return 'deleted';
  if (!(PICKABLE_EXAMINE_STATUSES as readonly number[]).includes(item.third_examine_status)) return 'unreviewed';
  if (limit.scale && item.scale !== limit.scale) return 'wrongScale';
  if (limit.onePerScale && selected.some((s) => s.id !== item.id && s.scale === item.scale)) return 'scaleTaken';
  if (limit.max > 1 && selected.length >= limit.max) return 'full';
  return null;
}

/** The selection after a click on `item`: taken off when chosen, else added (replacing, for single choice) or refused. */
export function toggle<T extends Pickable>(
  selected: readonly T[],
  item: T,
  limit: PickerLimit,
): { selected: T[]; refusal: Refusal | null } {
  if (selected.some((s) => s.id === item.id))
    return { selected: selected.filter((s) => s.id !== item.id), refusal: null };
  const refusal = refusalFor(selected, item, limit);
  if (refusal) return { selected: [...selected], refusal };
  // a picker that takes one swaps its choice: a second click elsewhere is a change of mind, not an overflow
  return { selected: limit.max === 1 ? [item] : [...selected, item], refusal: null };
}

/** Why the selection cannot be confirmed: too few (copy needs its one, sku at least one) or too many; else null. */
export function confirmProblem(selected: readonly Pickable[], limit: PickerLimit): 'tooFew' | 'tooMany' | null {
  if (selected.length < limit.min) return 'tooFew';
  if (selected.length > limit.max) return 'tooMany';
  return null;
}
