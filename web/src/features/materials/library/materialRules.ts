import {
  ExaminePlatform,
  ExamineStatus,
  type MaterialItem,
  MaterialSource,
  MaterialStatus,
  MaterialType,
} from '@adconsole/contract';
import { formatNumber } from '../../../kit/format';

/** The fields of a material the display rules read. */
type Row = Pick<MaterialItem, 'type' | 'status' | 'source' | 'third_examine_platform' | 'third_examine_status'>;

/** Spec: the creator is shown only for materials made in this console (source 1). */
export function showsCreator(row: Pick<MaterialItem, 'source'>): boolean {
  return row.source === MaterialSource.ADMIN;
}

/**
 * Spec: edit and delete show only when the status filter is not -1 (a deleted material has neither), and a video
 * sent to third-party review (platform 2) has neither either.
 */
export function showsActions(row: Row, statusFilter: number | undefined): boolean {
  if (statusFilter === MaterialStatus.DELETED || row.status === MaterialStatus.DELETED) return false;
  return !(row.type === MaterialType.VIDEO && row.third_examine_platform === ExaminePlatform.THIRD_PARTY);
}

/** Spec: a deleted material cannot be selected (no batch action may reach it). */
function isSelectable(row: Pick<MaterialItem, 'status'>): boolean {
  return row.status !== MaterialStatus.DELETED;
}

/** The locale key of an orientation: 1 horizontal, 2 vertical, anything else square (spec wording). */
export function orientationKey(screenType: number | null | undefined): string {
  if (screenType === 1) return 'library.orientation.horizontal';
  if (screenType === 2) return 'library.orientation.vertical';
  return 'library.orientation.square';
}

/** The locale key of a review state: 1 no review, 2 in review, 3 failed, 4 passed. */
export function examineKey(status: number): string {
  const known: number[] = Object.values(ExamineStatus);
  return `library.examine.${known.includes(status) ? status : ExamineStatus.NONE}`;
}

/** The badge colour of a review state. */
export function examineColor(status: number): 'default' | 'processing' | 'error' | 'success' {
  if (status === ExamineStatus.IN_REVIEW) return 'processing';
  if (status === ExamineStatus.FAILED) return 'error';
  if (status === ExamineStatus.PASSED) return 'success';
  return 'default';
}

/** True when the local reviewer can still decide on the material (it is in review and not deleted). */
export function isReviewable(row: Row): boolean {
  return row.status !== MaterialStatus.DELETED && row.third_examine_status === ExamineStatus.IN_REVIEW;
}

/**
 * Seconds of a video, read from its element JSON (`{"duration": N}`), as the spec says; the list's own `duration`
 * is the fallback for an element that is missing or unreadable. Null when neither knows.
 */
export function durationOf(row: Pick<MaterialItem, 'element' | 'duration'>): number | null {
  if (row.element) {
    try {
      const parsed = JSON.parse(row.element) as { duration?: unknown };
      const seconds = Number(parsed?.duration);
      if (parsed?.duration !== undefined && parsed.duration !== null && Number.isFinite(seconds)) return seconds;
    } catch {
      // an element written by an older uploader may not be JSON; the column then uses the stored duration
    }
  }
  return row.duration ?? null;
}

/** An image size in KB with thousands separators (spec: "size in KB"). */
export function sizeInKb(bytes: number): string {
  return formatNumber(bytes / 1024, 2);
}

/** What the signed-in role may do in a library (from its permission groups). */
export interface LibraryAbilities {
  edit: boolean;
  delete: boolean;
  review: boolean;
}

/**
 * Whether the role has a batch action in this view: tag or delete in the library, approve or reject in the review
 * queue. Without one the rows carry no checkboxes, so a read-only role never sees a batch bar it cannot use.
 */
export function hasBatchActions(can: LibraryAbilities, reviewQueue: boolean): boolean {
  return reviewQueue ? can.review : can.edit || can.delete;
}

/** Whether any row can show an action (edit, tags, delete, or approve and reject): else no actions column. */
export function hasRowActions(can: LibraryAbilities): boolean {
  return can.edit || can.delete || can.review;
}

/**
 * Whether a row may join the selection: never a deleted material; in the review queue only what can be decided; in
 * the library only what its batch actions (tag, delete) may touch, which leaves out third-party-review videos.
 */
export function selectableIn(row: Row, view: { statusFilter: number | undefined; reviewQueue: boolean }): boolean {
  if (!isSelectable(row)) return false;
  return view.reviewQueue ? isReviewable(row) : showsActions(row, view.statusFilter);
}
