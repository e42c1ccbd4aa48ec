import dayjs, { type Dayjs } from 'dayjs';
import { isDayDisabled } from '../../kit/dateRange';

/** The start-time filter's shortcuts: today, yesterday, a week ago. */
export type StartTimeShortcut = 'today' | 'yesterday' | 'weekAgo';

/** Each shortcut with its whole-day range: today, yesterday, and the week up to today (a week ago to today). */
export function startTimeShortcuts(now: Dayjs = dayjs()): { key: StartTimeShortcut; range: [Dayjs, Dayjs] }[] {
  const today = now.startOf('day');
  const yesterday = today.subtract(1, 'day');
  return [
    { key: 'today', range: [today, now.endOf('day')] },
    { key: 'yesterday', range: [yesterday, yesterday.endOf('day')] },
    { key: 'weekAgo', range: [today.subtract(7, 'day'), now.endOf('day')] },
  ];
}

/** Campaigns start in the past or today as far as a search goes: later days cannot be picked. */
export const isFutureDay = (day: Dayjs, now: Dayjs = dayjs()) => isDayDisabled(day, { now });

/**
 * The list call's start-time bounds (unix seconds, the spec's unit) for a filter of two days `YYYY-MM-DD`: from the
 * first day's start to the last day's end, in the browser's time zone.
 */
export function startTimeBounds(pair: unknown): { start: number; end: number } | null {
  if (!Array.isArray(pair) || pair.length !== 2) return null;
  const [from, to] = pair.map((day) => dayjs(String(day)));
  if (!from?.isValid() || !to?.isValid()) return null;
  return { start: from.startOf('day').unix(), end: to.endOf('day').unix() };
}
