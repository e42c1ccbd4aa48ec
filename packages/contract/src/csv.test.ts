import { describe, expect, it } from 'vitest';
import { csvText, looksLikeFormula } from './csv.js';

/** The one cell of a line, as written. */
const cell = (value: unknown) => csvText([[value]]).replace(/\r\n$/, '');

describe('CSV cells', () => {
  it('quotes cells with commas, quotes or line breaks, and leaves absent values empty', () => {
    expect(cell('plain')).toBe('plain');
    expect(cell('a,b')).toBe('"a,b"');
    expect(cell('say "hi"')).toBe('"say ""hi"""');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell(null)).toBe('');
    expect(cell(undefined)).toBe('');
    expect(cell(true)).toBe('true');
    expect(csvText([['a', 1, null]])).toBe('a,1,\r\n');
  });

  it('keeps every ASCII formula start as text, and numbers as numbers', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(cell(text).replace(/^"/, ''), JSON.stringify(text)).toMatch(/^'/);
    }
    expect(cell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cell(-1)).toBe('-1');
  });

  it('guards the full-width and small forms of = + - @', () => {
    for (const text of ['＝1+1', '＋1', '－1', '＠SUM(A1)', '﹢1', '﹣1', '﹦1']) {
      expect(cell(text), text).toBe(`'${text}`);
    }
  });

  it('guards a formula behind NUL, other control characters, zero-width or bidi characters, a BOM or spaces', () => {
    for (const text of ['\u0000=1+1', '\u0001\u0002+1', '\u200B=1', '\u202E=1', '\uFEFF@x', ' =1', '\u3000＝1']) {
      expect(looksLikeFormula(text), JSON.stringify(text)).toBe(true);
      expect(cell(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text, including text with = + - @ inside, as it is', () => {
    for (const text of ['Banner 1', 'a=b', 'user@example.com', '1-2', '广告＝测试', '']) {
      expect(looksLikeFormula(text), text).toBe(false);
      expect(cell(text)).toBe(text);
    }
  });

  it('writes an object as JSON, guarded like text', () => {
    expect(cell({ a: 1 })).toBe('"{""a"":1}"');
    expect(cell(['=1'])).toBe('"[""=1""]"');
  });

  it('writes objects by columns, with the header when asked', () => {
    expect(csvText([{ b: 2, a: '=x' }], { columns: ['a', 'b'], header: true })).toBe("a,b\r\n'=x,2\r\n");
  });
});
