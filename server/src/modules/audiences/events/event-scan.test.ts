import { DeviceEventFormat, type DeviceEventFormatValue, DeviceEventLimits } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { readBatch, TooManyLines } from './event-batch.js';
import { scanEvents, TooManyBytes } from './event-scan.js';

const now = Date.parse('2026-11-26T12:00:00Z');
const ctx = { countries: new Set(['DE']), now };
const gaid = '38400000-8cf0-11bd-b23e-10b96e40000d';
const csvLine = (time = now) => `${gaid},DE,click,1,${time}`;

/** The input cut into chunks of `size` bytes, as a socket may deliver it. */
async function* chunks(text: string | Buffer, size = 7): AsyncGenerator<Buffer> {
  const all = Buffer.isBuffer(text) ? text : Buffer.from(text);
  for (let at = 0; at < all.length; at += size) yield all.subarray(at, at + size);
}

async function scan(text: string | Buffer, format: DeviceEventFormatValue = DeviceEventFormat.CSV, size = 7) {
  const out = [];
  for await (const lines of scanEvents(chunks(text, size), { format, ctx })) out.push(...lines);
  return out;
}

describe('scanEvents', () => {
  it('numbers lines over blanks, CRLF and a BOM, and skips the CSV header', async () => {
    const text = `\uFEFFdevice_id,country,event,industry_category,time\r\n\r\n${csvLine()}\r\n${csvLine()}`;
    const lines = await scan(text);
    expect(lines.map((l) => l.line)).toEqual([3, 4]);
    expect(lines.every((l) => 'row' in l.result)).toBe(true);
  });

  it('reads a header-like line after content as a bad line', async () => {
    const lines = await scan(`${csvLine()}\ndevice_id,country,event,industry_category,time\n`);
    expect(lines[1]).toEqual({ line: 2, result: { error: 'device_id' } });
  });

  it('answers too_long for a line over the limit, whatever the chunking, and goes on', async () => {
    const long = `{"device_id":"${'a'.repeat(DeviceEventLimits.LINE_BYTES_MAX)}"}`;
    for (const size of [5, 100, 1 << 16]) {
      const lines = await scan(`${long}\n${JSON.stringify({ device_id: gaid })}\n`, DeviceEventFormat.NDJSON, size);
      expect(lines).toEqual([
        { line: 1, result: { error: 'too_long' } },
        { line: 2, result: { error: 'country' } },
      ]);
    }
  });

  it('answers utf8 for a line that is not UTF-8', async () => {
    const bad = Buffer.concat([Buffer.from(`${gaid},DE,click,1,`), Buffer.from([0xff, 0xfe]), Buffer.from('\n')]);
    expect(await scan(bad)).toEqual([{ line: 1, result: { error: 'utf8' } }]);
  });

  it('stops past the byte limit', async () => {
    const source = scanEvents(chunks(`${csvLine()}\n`.repeat(10)), {
      format: DeviceEventFormat.CSV,
      ctx,
      maxBytes: 100,
    });
    await expect(async () => {
      for await (const _ of source);
    }).rejects.toBeInstanceOf(TooManyBytes);
  });
});

describe('readBatch', () => {
  it('keeps events, counts expired ones and lists bad lines by number', async () => {
    const old = now - DeviceEventLimits.RETENTION_DAYS * 86_400_000 - 1;
    const text = [csvLine(), csvLine(old), 'x,DE,click,1,1', csvLine()].join('\n');
    const read = await readBatch(chunks(text), { format: DeviceEventFormat.CSV, ctx });
    expect(read).toMatchObject({ lines: 4, expired: 1, bad: 1, badLines: [{ line: 3, reason: 'device_id' }] });
    expect(read.rows).toHaveLength(2);
  });

  it('lists at most 100 bad lines but counts them all', async () => {
    const text = 'bad\n'.repeat(150);
    const read = await readBatch(chunks(text, 64), { format: DeviceEventFormat.CSV, ctx });
    expect(read.bad).toBe(150);
    expect(read.badLines).toHaveLength(DeviceEventLimits.BAD_LINES_LISTED_MAX);
  });

  it('refuses one line over the line limit', async () => {
    const text = `${csvLine()}\n`.repeat(DeviceEventLimits.BATCH_LINES_MAX + 1);
    await expect(readBatch(chunks(text, 1 << 16), { format: DeviceEventFormat.CSV, ctx })).rejects.toBeInstanceOf(
      TooManyLines,
    );
    const exact = `${csvLine()}\n`.repeat(DeviceEventLimits.BATCH_LINES_MAX);
    const read = await readBatch(chunks(exact, 1 << 16), { format: DeviceEventFormat.CSV, ctx });
    expect(read.rows).toHaveLength(DeviceEventLimits.BATCH_LINES_MAX);
  });
});
