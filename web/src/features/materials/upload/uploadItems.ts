import type { FileUploadAnswer } from '@adconsole/contract';
import type { Notice } from './precheck';

/** Spec: an upload item is waiting, uploading, success or fail. */
export type UploadState = 'waiting' | 'uploading' | 'success' | 'fail';

/** Why an item failed: a pre-check or server notice, or a server text already translated. */
export type Failure = Notice | { text: string };

/** One chosen file and how far it got. */
export interface UploadItem {
  key: string;
  file: File;
  /** the file's full name, as messages name it */
  fileName: string;
  state: UploadState;
  /** 0..100 while uploading */
  percent: number;
  md5?: string;
  warning?: Notice;
  failure?: Failure;
  /** the stored file, once uploaded */
  answer?: FileUploadAnswer;
  /** 10010: the existing materials that already hold this file */
  duplicateIds?: number[];
  /** the existing material that was linked to the account instead of uploading this file */
  linkedId?: number;
}

/** What happens to the items. */
export type ItemAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'hashed'; key: string; md5: string }
  | { type: 'warn'; key: string; warning: Notice }
  | { type: 'start'; key: string }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'succeed'; key: string; answer: FileUploadAnswer }
  | { type: 'fail'; key: string; failure: Failure; duplicateIds?: number[] }
  | { type: 'linked'; key: string; materialId: number }
  | { type: 'remove'; key: string }
  | { type: 'reset' };

let counter = 0;

/** A new waiting item for a chosen file. */
export function newItem(file: File): UploadItem {
  counter += 1;
  return { key: `u${Date.now().toString(36)}-${counter}`, file, fileName: file.name, state: 'waiting', percent: 0 };
}

// Only forward moves are allowed: a late progress event after an abort, or an answer for an item already failed or
// removed, must not bring it back.
const NEXT: Record<UploadState, readonly UploadState[]> = {
  waiting: ['uploading', 'fail'],
  uploading: ['success', 'fail'],
  success: [],
  fail: [],
};

/** True when the state may move from `from` to `to`. */
export const canMove = (from: UploadState, to: UploadState): boolean => NEXT[from].includes(to);

const update = (items: UploadItem[], key: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] => {
  let changed = false;
  const next = items.map((item) => {
    if (item.key !== key) return item;
    const result = change(item);
    if (!result || result === item) return item;
    changed = true;
    return result;
  });
  return changed ? next : items;
};

/** The items after an action (a reducer: unknown keys and illegal moves leave the list as it was). */
export function reduceItems(items: UploadItem[], action: ItemAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'reset':
      return [];
    case 'remove':
      return items.some((i) => i.key === action.key) ? items.filter((i) => i.key !== action.key) : items;
    case 'hashed':
      return update(items, action.key, (i) => (i.state === 'waiting' ? { ...i, md5: action.md5 } : null));
    case 'warn':
      return update(items, action.key, (i) => ({ ...i, warning: action.warning }));
    case 'start':
      return update(items, action.key, (i) => (canMove(i.state, 'uploading') ? { ...i, state: 'uploading' } : null));
    case 'progress':
      return update(items, action.key, (i) => {
        const percent = Math.max(0, Math.min(100, Math.round(action.percent)));
        return i.state === 'uploading' && percent !== i.percent ? { ...i, percent } : null;
      });
    case 'succeed':
      return update(items, action.key, (i) =>
        canMove(i.state, 'success') ? { ...i, state: 'success', percent: 100, answer: action.answer } : null,
      );
    case 'fail':
      return update(items, action.key, (i) =>
        canMove(i.state, 'fail')
          ? { ...i, state: 'fail', failure: action.failure, duplicateIds: action.duplicateIds }
          : null,
      );
    case 'linked':
      return update(items, action.key, (i) => (i.state === 'fail' ? { ...i, linkedId: action.materialId } : null));
  }
}

/** Spec: uploading is on while any item is waiting or uploading, off when every item is success or fail. */
export const isUploading = (items: readonly UploadItem[]): boolean =>
  items.some((i) => i.state === 'waiting' || i.state === 'uploading');

/** The failure list: every failed item. */
export const failedItems = (items: readonly UploadItem[]): UploadItem[] => items.filter((i) => i.state === 'fail');

/** The uploaded items that become new materials on save. */
export const uploadedItems = (items: readonly UploadItem[]): UploadItem[] =>
  items.filter((i) => i.state === 'success' && i.answer);
