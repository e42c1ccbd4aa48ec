// Day-parting as the ad group form edits it: a set of hours of the week (day * 24 + hour, Monday 0), the shape the
// contract's `schedule` has. The form holds the hours chosen; the API's empty schedule means every hour, so the
// whole week and the empty list are the same schedule and "no hour at all" cannot be saved.

export const DAYS = 7;
export const HOURS = 24;
const WEEK = DAYS * HOURS;

/** The hour of the week of a day (0 Monday .. 6 Sunday) and an hour (0 .. 23). */
export const slotOf = (day: number, hour: number): number => day * HOURS + hour;

/** Every hour of the week, in order. */
export const wholeWeek = (): number[] => Array.from({ length: WEEK }, (_, slot) => slot);

const normal = (slots: Iterable<number>): number[] =>
  [...new Set(slots)].filter((slot) => Number.isInteger(slot) && slot >= 0 && slot < WEEK).sort((a, b) => a - b);

/** The hours the grid shows chosen for a stored schedule (empty: every hour). */
export function gridOfSchedule(schedule: readonly number[]): number[] {
  return schedule.length === 0 ? wholeWeek() : normal(schedule);
}

/** The schedule to send for the hours chosen (the whole week: empty, which the API reads as every hour). */
export function scheduleOfGrid(slots: readonly number[]): number[] {
  const chosen = normal(slots);
  return chosen.length === WEEK ? [] : chosen;
}

/** Sets (`on`) or clears the given hours. */
export function paint(slots: readonly number[], targets: readonly number[], on: boolean): number[] {
  const next = new Set(slots);
  for (const slot of targets) {
    if (on) next.add(slot);
    else next.delete(slot);
  }
  return normal(next);
}

/** The hours of one day of the week. */
export const dayHours = (day: number): number[] => Array.from({ length: HOURS }, (_, hour) => slotOf(day, hour));

/** The same hour on every day. */
export const hourOnEveryDay = (hour: number): number[] => Array.from({ length: DAYS }, (_, day) => slotOf(day, hour));

/** Turns a line of the grid (a day or an hour column) all on, or all off when it is already all on. */
export function toggleLine(slots: readonly number[], line: readonly number[]): number[] {
  const chosen = new Set(slots);
  return paint(slots, line, !line.every((slot) => chosen.has(slot)));
}

/** The presets above the grid. */
export const PRESETS = {
  all: wholeWeek,
  weekdays: () => [0, 1, 2, 3, 4].flatMap(dayHours),
  weekends: () => [5, 6].flatMap(dayHours),
  workHours: () => [0, 1, 2, 3, 4].flatMap((day) => dayHours(day).slice(9, 18)),
} as const;
export type DayPartingPreset = keyof typeof PRESETS;

/** The runs of chosen hours of one day, each [first hour, hour after the last]. */
export function dayRanges(slots: readonly number[], day: number): [number, number][] {
  const chosen = new Set(slots);
  const ranges: [number, number][] = [];
  for (let hour = 0; hour < HOURS; hour += 1) {
    if (!chosen.has(slotOf(day, hour))) continue;
    const last = ranges.at(-1);
    if (last && last[1] === hour) last[1] = hour + 1;
    else ranges.push([hour, hour + 1]);
  }
  return ranges;
}

/** "09:00-18:00" for a range of hours (the end hour 24 written 24:00). */
export const rangeText = ([from, to]: readonly [number, number]): string =>
  `${String(from).padStart(2, '0')}:00-${String(to).padStart(2, '0')}:00`;

/** Where focus goes from a cell on an arrow, Home or End key (null: the key is not a move). */
export function moveFocus(day: number, hour: number, key: string): [number, number] | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
  switch (key) {
    case 'ArrowRight':
      return [day, clamp(hour + 1, HOURS)];
    case 'ArrowLeft':
      return [day, clamp(hour - 1, HOURS)];
    case 'ArrowDown':
      return [clamp(day + 1, DAYS), hour];
    case 'ArrowUp':
      return [clamp(day - 1, DAYS), hour];
    case 'Home':
      return [day, 0];
    case 'End':
      return [day, HOURS - 1];
    default:
      return null;
  }
}
