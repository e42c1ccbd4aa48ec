import { useState } from 'react';
import { readLocal, writeLocal } from '../../../lib/storage';

/** How a library shows its materials: the table, or a grid of thumbnail cards. */
export type ViewMode = 'list' | 'grid';

/** Each library keeps its own choice (images browse well as a grid, videos read better as a list). */
export const viewModeKey = (type: number): string => `material_view:${type === 2 ? 'video' : 'image'}`;

/** The stored view of a library; the list when nothing (or nothing valid) is stored. */
export function readViewMode(type: number): ViewMode {
  return readLocal(viewModeKey(type)) === 'grid' ? 'grid' : 'list';
}

/** Stores the view of a library for the next visit. */
export function writeViewMode(type: number, mode: ViewMode): void {
  writeLocal(viewModeKey(type), mode);
}

/** The view of a library and its setter, persisted per library in localStorage. */
export function useViewMode(type: number): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() => readViewMode(type));
  return [
    mode,
    (next) => {
      writeViewMode(type, next);
      setMode(next);
    },
  ];
}
