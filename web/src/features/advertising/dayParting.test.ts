import { describe, expect, it } from 'vitest';
import {
  dayHours,
  dayRanges,
  gridOfSchedule,
  hourOnEveryDay,
  moveFocus,
  PRESETS,
  paint,
  rangeText,
  scheduleOfGrid,
  slotOf,
  toggleLine,
  wholeWeek,
} from './dayParting';

describe('day-parting', () => {
  it('reads the empty schedule as the whole week and sends the whole week as empty', () => {
    expect(gridOfSchedule([])).toHaveLength(168);
    expect(scheduleOfGrid(wholeWeek())).toEqual([]);
    expect(scheduleOfGrid([slotOf(6, 23), slotOf(0, 9), slotOf(0, 9)])).toEqual([9, 167]);
    expect(gridOfSchedule([33, 8, 200, -1])).toEqual([8, 33]);
  });

  it('keeps different hours on different days (older same-hours-every-day schedules read as they are)', () => {
    const monday = [slotOf(0, 9), slotOf(0, 10)];
    const saturday = [slotOf(5, 20)];
    expect(scheduleOfGrid([...saturday, ...monday])).toEqual([9, 10, 140]);
    expect(dayRanges([...monday, ...saturday], 0)).toEqual([[9, 11]]);
    expect(dayRanges([...monday, ...saturday], 5)).toEqual([[20, 21]]);
    expect(dayRanges([...monday, ...saturday], 1)).toEqual([]);
  });

  it('paints and clears hours, and toggles a whole day or hour column', () => {
    const some = paint([], [1, 2, 3], true);
    expect(paint(some, [2], false)).toEqual([1, 3]);
    const monday = toggleLine([slotOf(0, 5)], dayHours(0));
    expect(monday).toEqual(dayHours(0));
    expect(toggleLine(monday, dayHours(0))).toEqual([]);
    expect(toggleLine([], hourOnEveryDay(9))).toEqual([9, 33, 57, 81, 105, 129, 153]);
  });

  it('offers presets: weekdays, weekends, working hours', () => {
    expect(PRESETS.weekdays()).toHaveLength(120);
    expect(PRESETS.weekends()[0]).toBe(slotOf(5, 0));
    expect(dayRanges(PRESETS.workHours(), 2)).toEqual([[9, 18]]);
    expect(dayRanges(PRESETS.workHours(), 6)).toEqual([]);
  });

  it('writes ranges with two-digit hours, the last ending at 24:00', () => {
    expect(rangeText([9, 18])).toBe('09:00-18:00');
    expect(rangeText([20, 24])).toBe('20:00-24:00');
  });

  it('moves focus with arrows, Home and End, staying inside the grid', () => {
    expect(moveFocus(0, 0, 'ArrowLeft')).toEqual([0, 0]);
    expect(moveFocus(0, 0, 'ArrowDown')).toEqual([1, 0]);
    expect(moveFocus(6, 23, 'ArrowRight')).toEqual([6, 23]);
    expect(moveFocus(3, 5, 'End')).toEqual([3, 23]);
    expect(moveFocus(3, 5, 'Home')).toEqual([3, 0]);
    expect(moveFocus(3, 5, 'a')).toBeNull();
  });
});
