// Wall-clock arithmetic in a campaign's time zone (IANA), with Intl only, for the server (the day a statistic belongs
// to, the hour of the week a schedule speaks of, the next local midnight) and the web (times shown and picked in the
// campaign's zone, whatever the browser's). Instants are unix milliseconds here; the API's unix seconds are
// converted by `formatInZone` and `zonedToUnix`.

const HOUR = 3_600_000;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at `ms`: date, time and weekday (Monday 0). */
function wallAt(ms: number, timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** How far the zone's wall clock is ahead of UTC at `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  const p = wallAt(ms, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant of the wall-clock time `wall` (written as if UTC) in the zone; two passes settle a DST change. */
function fromWall(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** The local day of `ms`, YYYY-MM-DD. */
export function localDate(ms: number, timeZone: string): string {
  const p = wallAt(ms, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)}`;
}

/** The hour of the week of `ms` in the zone: weekday (Monday 0) * 24 + hour. */
export function hourOfWeek(ms: number, timeZone: string): number {
  const p = wallAt(ms, timeZone);
  return p.weekday * 24 + p.hour;
}

/** The next local midnight after `ms`. */
export function nextMidnight(ms: number, timeZone: string): number {
  const p = wallAt(ms, timeZone);
  return fromWall(Date.UTC(p.year, p.month - 1, p.day + 1), timeZone);
}

/** The start of the next hour of the week in `hours` after `ms` (null if `hours` is empty). */
export function nextScheduledHour(ms: number, timeZone: string, hours: readonly number[]): number | null {
  if (!hours.length) return null;
  const set = new Set(hours);
  const p = wallAt(ms, timeZone);
  const now = p.weekday * 24 + p.hour;
  const hourStart = fromWall(Date.UTC(p.year, p.month - 1, p.day, p.hour), timeZone);
  for (let k = 1; k <= 168; k++) {
    if (set.has((now + k) % 168)) return hourStart + k * HOUR;
  }
  return null;
}

/** A unix-seconds time as `YYYY-MM-DD HH:mm` in a time zone. */
export function formatInZone(seconds: number, timeZone: string): string {
  const p = wallAt(seconds * 1000, timeZone);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}

/** The unix seconds of a wall-clock time `YYYY-MM-DD HH:mm` in a time zone (the form's pickers show wall time). */
export function zonedToUnix(wall: string, timeZone: string): number {
  return fromWall(Date.parse(`${wall.replace(' ', 'T')}:00Z`), timeZone) / 1000;
}
