import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV export', () => {
  const columns = [
    { title: 'ID', value: (row: { id: number; name: string }) => row.id },
    { title: 'Name', value: (row: { id: number; name: string }) => row.name },
  ];

  it('writes a header and one line per row', () => {
    expect(toCsv([{ id: 1, name: 'Banner' }], columns)).toBe('ID,Name\r\n1,Banner\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(toCsv([{ id: 2, name: 'a,"b"\nc' }], columns)).toBe('ID,Name\r\n2,"a,""b""\nc"\r\n');
  });

  it('defuses formulas', () => {
    expect(toCsv([{ id: 3, name: '=SUM(A1)' }], columns)).toBe("ID,Name\r\n3,'=SUM(A1)\r\n");
  });
});
