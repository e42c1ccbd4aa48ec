import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AudienceScanner } from './audience-scanner.js';
import type { IdKind } from './id-kinds.js';
import { ImportFailure, type ImportReport } from './import-report.js';

const hash = (algorithm: string, text: string) => createHash(algorithm).update(text).digest('hex');
const ids: Record<IdKind, (i: number) => string> = {
  gaid: (i) => `${hash('md5', `g${i}`).slice(0, 8)}-0000-4000-8000-${hash('md5', `g${i}`).slice(0, 12)}`,
  md5: (i) => hash('md5', `m${i}`),
  sha1: (i) => hash('sha1', `s${i}`),
  sha256: (i) => hash('sha256', `t${i}`),
};

/** Scans `bytes` pushed in chunks of `chunkSize` (1 splits every line and every multi-byte character). */
function scan(kind: IdKind, bytes: Buffer | string, chunkSize = 1 << 20): ImportReport {
  const data = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  const scanner = new AudienceScanner(kind, data.length);
  for (let at = 0; at < data.length; at += chunkSize) scanner.push(data.subarray(at, at + chunkSize));
  return scanner.finish();
}

function failure(run: () => unknown): ImportFailure {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportFailure) return error;
    throw error;
  }
  throw new Error('expected an ImportFailure');
}

describe('AudienceScanner', () => {
  it.each(['gaid', 'md5', 'sha1', 'sha256'] as const)('reads %s ids, upper case the same as lower case', (kind) => {
    const lines = [ids[kind](1), ids[kind](2).toUpperCase(), ids[kind](3), ids[kind](1)];
    const report = scan(kind, `${lines.join('\n')}\n`);
    expect(report).toMatchObject({
      expected_kind: kind,
      lines_read: 4,
      valid: 4,
      invalid: 0,
      empty: 0,
      duplicates_removed: 1,
      count: 3,
      looks_like: kind,
      warning: null,
    });
  });

  it('counts an upper-case id and its lower-case form once', () => {
    const id = randomUUID();
    expect(scan('gaid', `${id}\n${id.toUpperCase()}\n`).count).toBe(1);
  });

  it('skips and samples lines that are not the chosen kind, and warns when most lines look like another kind', () => {
    const text = [ids.md5(1), ids.md5(2), ids.md5(3), ids.gaid(1), 'not an id', ids.sha1(1)].join('\n');
    const report = scan('gaid', text);
    expect(report).toMatchObject({ valid: 1, invalid: 5, count: 1, looks_like: 'md5', warning: 'kind_mismatch' });
    expect(report.kind_counts).toEqual({ gaid: 1, md5: 3, sha1: 1, sha256: 0 });
    expect(report.invalid_samples.map((s) => s.line)).toEqual([1, 2, 3, 5, 6]);
    // each sample: the line number, the kind it looked like, the line masked (never its text)
    const md5 = ids.md5(1);
    expect(report.invalid_samples[0]).toEqual({
      line: 1,
      kind: 'md5',
      masked: `${md5.slice(0, 4)}${'*'.repeat(26)}${md5.slice(-2)}`,
    });
    expect(report.invalid_samples[3]).toEqual({ line: 5, kind: null, masked: '*********' });
    expect(report.invalid_samples[4]).toMatchObject({ line: 6, kind: 'sha1' });
  });

  it('rejects a UUID with a misplaced dash or a non-hex digit', () => {
    const id = ids.gaid(1);
    const moved = `${id.slice(0, 7)}-${id.slice(7, 8)}${id.slice(9)}`;
    const report = scan('gaid', `${id}\n${moved}\n${id.slice(0, 35)}g\n`);
    expect(report).toMatchObject({ valid: 1, invalid: 2 });
  });

  it('tolerates CRLF, surrounding blanks, empty lines, a BOM and a last line without its end', () => {
    const a = ids.sha256(1);
    const b = ids.sha256(2);
    const text = `\ufeff${a}\r\n\r\n  ${b}\t \r\n   \n\n\t${a}`;
    const report = scan('sha256', text);
    expect(report).toMatchObject({ lines_read: 6, valid: 3, empty: 3, invalid: 0, duplicates_removed: 1, count: 2 });
  });

  it('fails on invalid UTF-8 with its line number, also when the bad byte is in the last unended line', () => {
    const good = ids.gaid(1);
    const bad = Buffer.concat([
      Buffer.from(`${good}\n\n${good}\n`),
      Buffer.from([0x61, 0xff, 0x0a]),
      Buffer.from(good),
    ]);
    for (const size of [1, 3, 1 << 20]) {
      const error = failure(() => scan('gaid', bad, size));
      expect(error.reason).toBe('invalid_utf8');
      expect(error.line).toBe(4);
    }
    const last = Buffer.concat([Buffer.from(`${good}\n`), Buffer.from([0xe4, 0xb8])]);
    expect(failure(() => scan('gaid', last, 1)).line).toBe(2);
  });

  it('counts a line of valid non-ASCII UTF-8 as an invalid id, also when chunks split its characters', () => {
    const text = `${ids.md5(1)}\n用户设备标识\n${ids.md5(2)}\n`;
    for (const size of [1, 2, 5, 1 << 20]) {
      const report = scan('md5', text, size);
      expect(report).toMatchObject({ valid: 2, invalid: 1, count: 2 });
      expect(report.invalid_samples).toEqual([{ line: 2, kind: null, masked: '******' }]);
    }
  });

  it('gives the same report whatever the chunk size', () => {
    const lines = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? ` ${ids.gaid(i % 50)}\r` : ids.gaid(i % 50)));
    lines.splice(10, 0, '', 'junk');
    const text = `${lines.join('\n')}\n`;
    const whole = scan('gaid', text);
    expect(whole).toMatchObject({ lines_read: 302, valid: 300, count: 50, empty: 1, invalid: 1 });
    for (const size of [1, 2, 7, 36, 37, 38, 100]) expect(scan('gaid', text, size)).toEqual(whole);
  });

  it('fails a file with no valid id, and an empty file', () => {
    expect(failure(() => scan('gaid', '')).reason).toBe('no_valid_id');
    const error = failure(() => scan('sha1', `${ids.md5(1)}\n\n`));
    expect(error.reason).toBe('no_valid_id');
    expect(error.report).toMatchObject({ lines_read: 2, invalid: 1, empty: 1, looks_like: 'md5' });
  });

  it('keeps at most 100 samples, each masked to at most 80 characters with its start and end', () => {
    const lines = Array.from({ length: 150 }, (_, i) => `bad-${i}-${'x'.repeat(100)}-end${i}`);
    const report = scan('md5', `${ids.md5(1)}\n${lines.join('\n')}\n`);
    expect(report.invalid).toBe(150);
    expect(report.invalid_samples).toHaveLength(100);
    expect(report.invalid_samples[99]!.line).toBe(101);
    expect(report.invalid_samples[0]).toEqual({ line: 2, kind: null, masked: `bad-${'*'.repeat(74)}d0` });
    expect(JSON.stringify(report)).not.toContain('xxxx');
  });

  it('counts a line too long to hold as one invalid line and still checks its bytes as UTF-8', () => {
    const long = 'é'.repeat(5000);
    const report = scan('gaid', `${long}\n${ids.gaid(1)}\n`, 999);
    expect(report).toMatchObject({ lines_read: 2, invalid: 1, valid: 1 });
    // its end was never held: only its start shows
    expect(report.invalid_samples[0]).toEqual({ line: 1, kind: null, masked: `éééé${'*'.repeat(76)}` });
    const bad = Buffer.concat([Buffer.from(long), Buffer.from([0xff]), Buffer.from(`\n${ids.gaid(1)}\n`)]);
    expect(failure(() => scan('gaid', bad, 999)).line).toBe(1);
  });
});
