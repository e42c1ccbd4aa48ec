import { type ExportColumn, exportCell, exportTime } from '@adconsole/contract';
import { describe, expect, it } from 'vitest';
import { exportLanguage, listCsv, type PageReader } from './list-export.js';

const COLUMNS: ExportColumn[] = [
  { key: 'id', header: ['编号', 'ID'] },
  { key: 'name', header: ['名称', 'Name'] },
  { key: 'status', header: ['状态', 'Status'], format: { kind: 'words', words: { 1: ['启用', 'Enabled'] } } },
];

const rowsOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `row ${from + i}`, status: 1 }));

async function textOf(stream: AsyncIterable<unknown>): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

/** A list of `total` rows read `size` at a time, recording the pages asked for. */
function listOf(total: number, shape: 'list' | 'List' | 'data' | 'array' = 'list') {
  const asked: number[] = [];
  const read: PageReader = async (no, size) => {
    asked.push(no);
    const rows = rowsOf((no - 1) * size + 1, Math.max(0, Math.min(size, total - (no - 1) * size)));
    if (shape === 'array') return rows;
    if (shape === 'List') return { Total: total, List: rows };
    return { total, [shape]: rows };
  };
  return { read, asked };
}

describe('listCsv', () => {
  it('writes a byte-order mark, the headers in the language, then every page until the last', async () => {
    const { read, asked } = listOf(7);
    const text = await textOf(await listCsv(read, COLUMNS, 'en-US', 3));
    expect(text.startsWith('\uFEFFID,Name,Status\r\n1,row 1,Enabled\r\n')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(8);
    expect(text.endsWith('7,row 7,Enabled\r\n')).toBe(true);
    expect(asked).toEqual([1, 2, 3]);
    const zh = await textOf(await listCsv(listOf(1).read, COLUMNS, 'zh-CN', 3));
    expect(zh).toBe('\uFEFF编号,名称,状态\r\n1,row 1,启用\r\n');
  });

  it('stops at the first empty page after a full last page (a total may be a lower bound), and reads every shape', async () => {
    const full = listOf(6, 'List');
    expect((await textOf(await listCsv(full.read, COLUMNS, 'en-US', 3))).split('\r\n')).toHaveLength(8);
    expect(full.asked).toEqual([1, 2, 3]);
    const data = listOf(4, 'data');
    expect((await textOf(await listCsv(data.read, COLUMNS, 'en-US', 3))).split('\r\n')).toHaveLength(6);
    // a list answered whole (no paging) is read once, whatever its length
    const whole = listOf(5, 'array');
    expect((await textOf(await listCsv(whole.read, COLUMNS, 'en-US', 5))).split('\r\n')).toHaveLength(7);
    expect(whole.asked).toEqual([1]);
  });

  it('reads on past a short page while the total is not reached (a service that caps its page size)', async () => {
    const asked: number[] = [];
    const read: PageReader = async (no) => {
      asked.push(no);
      return { total: 5, list: rowsOf((no - 1) * 2 + 1, Math.min(2, 5 - (no - 1) * 2)) };
    };
    const text = await textOf(await listCsv(read, COLUMNS, 'en-US', 3));
    expect(text.trimEnd().split('\r\n')).toHaveLength(6);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('writes only the header line for an empty list', async () => {
    expect(await textOf(await listCsv(listOf(0).read, COLUMNS, 'en-US', 3))).toBe('\uFEFFID,Name,Status\r\n');
  });

  it('guards cells that a spreadsheet would run', async () => {
    const read: PageReader = async () => [
      { id: 1, name: '=1+1', status: 1 },
      { id: 2, name: '@SUM(A1)', status: 1 },
      { id: 3, name: '\tx', status: 1 },
      { id: -4, name: '+x', status: 1 },
    ];
    const lines = (await textOf(await listCsv(read, COLUMNS, 'en-US'))).split('\r\n');
    expect(lines.slice(1, 5)).toEqual(["1,'=1+1,Enabled", "2,'@SUM(A1),Enabled", "3,'\tx,Enabled", "-4,'+x,Enabled"]);
  });

  it('fails before any text when the first page is refused, so the refusal can still be the JSON answer', async () => {
    const read: PageReader = async () => {
      throw new Error('refused');
    };
    await expect(listCsv(read, COLUMNS, 'en-US')).rejects.toThrow('refused');
  });
});

describe('exportLanguage', () => {
  it("reads the first language of Accept-Language, zh-CN when it is none of the console's", () => {
    expect(exportLanguage('en-US,en;q=0.9')).toBe('en-US');
    expect(exportLanguage('en')).toBe('en-US');
    expect(exportLanguage('zh-CN')).toBe('zh-CN');
    expect(exportLanguage('fr-FR,en;q=0.5')).toBe('zh-CN');
    expect(exportLanguage(undefined)).toBe('zh-CN');
  });
});

describe('exportCell', () => {
  it('writes times in UTC, words, yes/no, names and counts; leaves numbers numbers and unknown codes as they are', () => {
    const row = {
      t: 1_700_000_000,
      ms: 1_700_000_000_000,
      s: 9,
      b: true,
      tags: [{ name: 'a' }, { name: 'b' }],
      accs: [{ account_name: 'x' }],
      ids: [1, 2, 3],
      d: { status: 'paused' },
      n: 0,
    };
    const cell = (format: ExportColumn['format'], key: string, lang: 'zh-CN' | 'en-US' = 'en-US') =>
      exportCell(row, { key, header: ['', ''], format }, lang);
    expect(cell({ kind: 'time' }, 't')).toBe('2023-11-14 22:13:20');
    expect(cell({ kind: 'time' }, 'ms')).toBe('2023-11-14 22:13:20');
    expect(exportTime(null)).toBe('');
    expect(cell({ kind: 'words', words: { 1: ['一', 'one'] } }, 's')).toBe(9);
    expect(cell({ kind: 'words', words: { paused: ['暂停', 'Paused'] } }, 'd.status', 'zh-CN')).toBe('暂停');
    expect(cell({ kind: 'yesno' }, 'b', 'zh-CN')).toBe('是');
    expect(cell({ kind: 'names', field: 'name' }, 'tags')).toBe('a; b');
    expect(cell({ kind: 'names', field: 'account_name' }, 'accs')).toBe('x');
    expect(cell({ kind: 'count' }, 'ids')).toBe(3);
    expect(cell(undefined, 'n')).toBe(0);
    expect(cell(undefined, 'missing')).toBe('');
  });
});
