import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, pickerListParams } from './pickerQuery';

const page = { page_no: 1, page_size: 20 };

describe('the picker list call', () => {
  it('asks only for usable materials of its kind: status 1, review status 1 or 4, newest first', () => {
    expect(pickerListParams(EMPTY_FILTERS, page, { type: 1 })).toEqual({
      page_no: 1,
      page_size: 20,
      type: 1,
      status: 1,
      third_examine_status: [1, 4],
      time_sort: 1,
    });
  });

  it('sends each filter that is set, trimmed, and the ratio of the scale mode', () => {
    const filters = { tagIds: [3, 4], creatorIds: [2], timeSort: 2 as const, name: '  summer ', id: 17 };
    expect(pickerListParams(filters, { page_no: 2, page_size: 40 }, { type: 2, scale: '16:9' })).toEqual({
      page_no: 2,
      page_size: 40,
      type: 2,
      status: 1,
      third_examine_status: [1, 4],
      time_sort: 2,
      tag_ids: [3, 4],
      creator_id: [2],
      name: 'summer',
      id: 17,
      scale: '16:9',
    });
  });

  it('sends the size and the ratio filters; the scale mode keeps its own ratio', () => {
    const sized = { ...EMPTY_FILTERS, width: 1200, height: 628, ratio: '1.91:1' };
    expect(pickerListParams(sized, page, { type: 1 })).toMatchObject({ width: 1200, height: 628, scale: '1.91:1' });
    expect(pickerListParams(sized, page, { type: 1, scale: '16:9' })).toMatchObject({ scale: '16:9' });
    expect(pickerListParams({ ...EMPTY_FILTERS, width: 720 }, page, { type: 2 })).not.toHaveProperty('height');
    expect(pickerListParams(EMPTY_FILTERS, page, { type: 1 })).not.toHaveProperty('scale');
  });

  it("scopes the list to what the ad's account may use when asked (usable_by)", () => {
    expect(pickerListParams(EMPTY_FILTERS, page, { type: 1, usableBy: 7 })).toMatchObject({ usable_by: 7 });
    expect(pickerListParams(EMPTY_FILTERS, page, { type: 1 })).not.toHaveProperty('usable_by');
  });
});
