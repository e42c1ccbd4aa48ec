import { DeviceEventFormat, DeviceEventLimits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { isCsvHeader, parseEventLine } from './event-line.js';

const now = Date.parse('2026-11-26T12:00:00Z');
const ctx = { countries: new Set(['DE', 'SG']), now };
const gaid = '38400000-8CF0-11BD-B23E-10B96E40000D';
const json = (o: Record<string, unknown>) => parseEventLine(JSON.stringify(o), DeviceEventFormat.NDJSON, ctx);
const csv = (line: string) => parseEventLine(line, DeviceEventFormat.CSV, ctx);
const good = { device_id: gaid, country: 'de', event: 'click', industry_category: 2, time: now - 1000 };

describe('parseEventLine', () => {
  it('reads an NDJSON event: GAID lower-cased, country upper-cased, unknown keys ignored', () => {
    expect(json({ ...good, extra: 1 })).toEqual({
      row: { gaid: gaid.toLowerCase(), country: 'DE', industry_category: 2, event: 'click', event_time: now - 1000 },
    });
  });

  it('reads a CSV event, quoted cells and blanks too', () => {
    expect(csv(` ${gaid} ,"SG",install,1,2026-11-26T11:00:00+08:00`)).toEqual({
      row: {
        gaid: gaid.toLowerCase(),
        country: 'SG',
        industry_category: 1,
        event: 'install',
        event_time: Date.parse('2026-11-26T03:00:00Z'),
      },
    });
  });

  it.each([
    [{ ...good, device_id: 'not-a-gaid' }, 'device_id'],
    [{ ...good, device_id: '00000000-0000-0000-0000-000000000000' }, 'device_id'],
    [{ ...good, country: 'XX' }, 'country'],
    [{ ...good, country: 49 }, 'country'],
    [{ ...good, event: 'purchase' }, 'event'],
    [{ ...good, industry_category: 3 }, 'industry_category'],
    [{ ...good, time: Math.floor(now / 1000) }, 'time'],
    [{ ...good, time: '2026-11-26 10:00' }, 'time'],
    [{ ...good, time: '2026-11-26T10:00:00' }, 'time'],
    [{ ...good, time: now + DeviceEventLimits.FUTURE_SKEW_MS + 1 }, 'future'],
  ])('refuses %j as %s', (fields, error) => {
    expect(json(fields)).toEqual({ error });
  });

  it('takes a time in milliseconds as digits and within the clock skew', () => {
    expect(json({ ...good, time: String(now) })).toMatchObject({ row: { event_time: now } });
    expect(json({ ...good, time: now + DeviceEventLimits.FUTURE_SKEW_MS })).toHaveProperty('row');
  });

  it('names a line that is no JSON object, or not five columns', () => {
    expect(parseEventLine('{"device_id":', DeviceEventFormat.NDJSON, ctx)).toEqual({ error: 'json' });
    expect(parseEventLine('[1,2]', DeviceEventFormat.NDJSON, ctx)).toEqual({ error: 'json' });
    expect(csv(`${gaid},DE,click,1`)).toEqual({ error: 'columns' });
  });

  it('knows the CSV header in any case and quoting', () => {
    expect(isCsvHeader('device_id,country,event,industry_category,time')).toBe(true);
    expect(isCsvHeader('"Device_ID", Country,EVENT,industry_category,time')).toBe(true);
    expect(isCsvHeader('device_id,country,event,time,industry_category')).toBe(false);
  });
});
