import type { MaterialItem } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import {
  durationOf,
  examineKey,
  hasBatchActions,
  hasRowActions,
  isReviewable,
  orientationKey,
  selectableIn,
  showsActions,
  showsCreator,
  sizeInKb,
} from './materialRules';

type Row = Pick<MaterialItem, 'type' | 'status' | 'source' | 'third_examine_platform' | 'third_examine_status'>;
const image: Row = { type: 1, status: 1, source: 1, third_examine_platform: 1, third_examine_status: 1 };
const video: Row = { ...image, type: 2 };

describe('column rules', () => {
  it('shows the creator only for source 1', () => {
    expect(showsCreator({ source: 1 })).toBe(true);
    expect(showsCreator({ source: 2 })).toBe(false);
  });

  it('hides edit and delete under the status filter -1 and on deleted rows', () => {
    expect(showsActions(image, undefined)).toBe(true);
    expect(showsActions(image, 1)).toBe(true);
    expect(showsActions(image, -1)).toBe(false);
    expect(showsActions({ ...image, status: -1 }, undefined)).toBe(false);
  });

  it('hides edit and delete for a video whose third_examine_platform is 2, not for such an image', () => {
    expect(showsActions(video, 1)).toBe(true);
    expect(showsActions({ ...video, third_examine_platform: 2 }, 1)).toBe(false);
    expect(showsActions({ ...image, third_examine_platform: 2 }, 1)).toBe(true);
  });

  it('labels orientation 1 horizontal, 2 vertical and anything else square', () => {
    expect(orientationKey(1)).toBe('library.orientation.horizontal');
    expect(orientationKey(2)).toBe('library.orientation.vertical');
    expect(orientationKey(3)).toBe('library.orientation.square');
    expect(orientationKey(0)).toBe('library.orientation.square');
    expect(orientationKey(null)).toBe('library.orientation.square');
  });

  it('names the four review states and reads an unknown one as no review', () => {
    expect([1, 2, 3, 4].map(examineKey)).toEqual([
      'library.examine.1',
      'library.examine.2',
      'library.examine.3',
      'library.examine.4',
    ]);
    expect(examineKey(9)).toBe('library.examine.1');
  });

  it('shows the image size in KB with separators', () => {
    expect(sizeInKb(2048)).toBe('2');
    expect(sizeInKb(1536)).toBe('1.5');
    expect(sizeInKb(5 * 1024 * 1024)).toBe('5,120');
  });
});

describe('duration', () => {
  it('reads the seconds from the element JSON', () => {
    expect(durationOf({ element: '{"duration":75}', duration: null })).toBe(75);
    expect(durationOf({ element: '{"duration":"12"}', duration: 3 })).toBe(12);
  });

  it('falls back to the stored duration when the element is missing or unreadable', () => {
    expect(durationOf({ element: null, duration: 9 })).toBe(9);
    expect(durationOf({ element: 'not json', duration: 4 })).toBe(4);
    expect(durationOf({ element: '{}', duration: null })).toBeNull();
  });
});

describe('selection', () => {
  const view = { statusFilter: undefined, reviewQueue: false };

  it('never selects a deleted material', () => {
    expect(selectableIn({ ...image, status: -1 }, view)).toBe(false);
    expect(selectableIn({ ...image, status: -1, third_examine_status: 2 }, { ...view, reviewQueue: true })).toBe(false);
  });

  it('leaves third-party-review videos out of the batch actions but lets the reviewer pick them', () => {
    const reviewing = { ...video, third_examine_platform: 2, third_examine_status: 2 };
    expect(selectableIn(reviewing, view)).toBe(false);
    expect(selectableIn(reviewing, { ...view, reviewQueue: true })).toBe(true);
    expect(isReviewable({ ...reviewing, third_examine_status: 4 })).toBe(false);
  });

  it('offers no selection to a role without a batch action in the view', () => {
    const none = { edit: false, delete: false, review: false };
    expect(hasBatchActions(none, false)).toBe(false);
    expect(hasBatchActions(none, true)).toBe(false);
    expect(hasBatchActions({ ...none, delete: true }, false)).toBe(true);
    expect(hasBatchActions({ ...none, edit: true }, false)).toBe(true);
    expect(hasBatchActions({ ...none, edit: true }, true)).toBe(false);
    expect(hasBatchActions({ ...none, review: true }, true)).toBe(true);
    expect(hasRowActions(none)).toBe(false);
    for (const ability of ['edit', 'delete', 'review'] as const)
      expect(hasRowActions({ ...none, [ability]: true })).toBe(true);
    expect(hasBatchActions({ ...none, review: true }, false)).toBe(false);
  });
});
