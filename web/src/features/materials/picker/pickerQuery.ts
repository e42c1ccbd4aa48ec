import { MaterialStatus, PICKABLE_EXAMINE_STATUSES, TimeSort } from '@adconsole/contract';
import type { MaterialListParams } from '../api';

/** The picker's filters (spec: tag cascader, creators, sort, name, id; and the size and ratio placements depend on). */
export interface PickerFilters {
  tagIds: number[];
  creatorIds: number[];
  timeSort: 1 | 2;
  name: string;
  id?: number;
  /** the ratio ("16:9"), when the scale mode does not fix one */
  ratio?: string;
  /** the exact size in pixels: placements take fixed sizes */
  width?: number;
  height?: number;
}

/** No filter, newest first. */
export const EMPTY_FILTERS: PickerFilters = { tagIds: [], creatorIds: [], timeSort: TimeSort.DESC, name: '' };

/**
 * The list call of the picker: only usable materials (status 1, review status 1 or 4), of the picker's kind, and of
 * the given ratio in scale mode, and only what the given account may use when the caller scopes it (the ad editor).
 */
export function pickerListParams(
  filters: PickerFilters,
  page: { page_no: number; page_size: number },
  scope: { type: number; scale?: string; usableBy?: number },
): MaterialListParams {
  const name = filters.name.trim();
  return {
    ...page,
    type: scope.type,
    status: MaterialStatus.ACTIVE,
    third_examine_status: [...PICKABLE_EXAMINE_STATUSES],
    time_sort: filters.timeSort,
    ...(filters.tagIds.length ? { tag_ids: filters.tagIds } : {}),
    ...(filters.creatorIds.length ? { creator_id: filters.creatorIds } : {}),
    ...(name ? { name } : {}),
    ...(filters.id !== undefined ? { id: filters.id } : {}),
    ...(filters.width !== undefined ? { width: filters.width } : {}),
    ...(filters.height !== undefined ? { height: filters.height } : {}),
    // the scale mode's ratio wins over the filter's: the mode allows no other
    ...(scope.scale || filters.ratio ? { scale: scope.scale || filters.ratio } : {}),
    ...(scope.usableBy !== undefined ? { usable_by: scope.usableBy } : {}),
  };
}
