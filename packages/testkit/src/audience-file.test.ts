import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAudienceFile } from './audience-file.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'adconsole-testkit-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string) => path.join(dir, name);

describe('writeAudienceFile', () => {
  it('writes one line each, ended by the line end, and answers the bytes written', () => {
    const bytes = writeAudienceFile(file('plain.txt'), ['a1', 'b2', 'c3']);
    expect(fs.readFileSync(file('plain.txt'), 'utf8')).toBe('a1\nb2\nc3\n');
    expect(bytes).toBe(9);
  });

  it('takes a generator and writes CRLF, a BOM, blank lines between lines and no final line end on request', () => {
    function* ids() {
      for (let i = 1; i <= 5; i++) yield `id-${i}`;
    }
    writeAudienceFile(file('crlf.txt'), ids(), { eol: '\r\n', bom: true, blankEvery: 2, finalEol: false });
    const data = fs.readFileSync(file('crlf.txt'));
    expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(data.subarray(3).toString('utf8')).toBe('id-1\r\nid-2\r\n\r\nid-3\r\nid-4\r\n\r\nid-5');
  });

  it('appends bytes that are not UTF-8 to the lines asked for', () => {
    writeAudienceFile(file('bad.txt'), ['ok', 'bad', 'ok2'], { invalidUtf8At: [1] });
    const data = fs.readFileSync(file('bad.txt'));
    expect([...data]).toEqual([...Buffer.from('ok\nbad'), 0xff, 0xfe, ...Buffer.from('\nok2\n')]);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(data)).toThrow();
  });
});
