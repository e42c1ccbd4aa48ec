/**
 * Times of a campaign are shown and picked in its own time zone (a schedule always carries its zone), whatever
 * the browser's; the API carries unix seconds. The arithmetic is the contract's (`formatInZone`, `zonedToUnix`),
 * which the server's delivery status shares.
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
