/**
 * Times of a campaign are shown and picked in its own time zone (GUIDE: schedules always carry their zone), whatever
 * the browser's; the API carries unix seconds.
 */

/** The time zones the form offers (IANA names); a stored zone outside the list is offered too. */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'UTC',
  'Asia/Kolkata',
  'Asia/Jakarta',
  'Asia/Bangkok',
  'Asia/Ho_Chi_Minh',
  'Asia/Manila',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Dubai',
  'Asia/Riyadh',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Africa/Lagos',
  'Africa/Nairobi',
  'America/New_York',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Sao_Paulo',
] as const;

function wallParts(seconds: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
    second: part('second'),
  };
}

/** A unix-seconds time as `YYYY-MM-DD HH:mm` in a time zone. */
export function formatInZone(seconds: number, timeZone: string): string {
  const wall = wallParts(seconds, timeZone);
  return `${wall.date} ${wall.time}`;
}

/** Seconds the zone is ahead of UTC at an instant. */
function offsetAt(seconds: number, timeZone: string): number {
  const wall = wallParts(seconds, timeZone);
  return Date.parse(`${wall.date}T${wall.time}:${wall.second}Z`) / 1000 - seconds;
}

/** The unix seconds of a wall-clock time `YYYY-MM-DD HH:mm` in a time zone (the form's pickers show wall time). */
export function zonedToUnix(wall: string, timeZone: string): number {
  const asUtc = Date.parse(`${wall.replace(' ', 'T')}:00Z`) / 1000;
  // two passes settle the offset across a daylight-saving change
  let guess = asUtc - offsetAt(asUtc, timeZone);
  guess = asUtc - offsetAt(guess, timeZone);
  return guess;
}
