import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, csvCell, csvLine, entryLine } from './audit.csv.js';

describe('audit CSV', () => {
  it('quotes cells with commas, quotes or line breaks, and leaves absent values empty', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvLine(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('keeps a text that a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(-1)).toBe('-1');
  });

  it('writes an entry in the column order, changes as JSON', () => {
    const line = entryLine({
      id: 7,
      time: Date.UTC(2026, 10, 23, 12),
      actor_id: 1,
      actor_name: 'admin',
      actor_kind: 'user',
      job_id: null,
      ip: '127.0.0.1',
      user_agent: null,
      call: 'PUT /v1/tag/edit',
      action: 'update',
      entity_kind: 'tag',
      entity_id: 3,
      entity_name: 'Old',
      changes: { name: { before: 'Old', after: 'New' } },
    });
    expect(CSV_COLUMNS).toHaveLength(15);
    expect(line).toBe(
      '7,1795435200000,2026-11-23T12:00:00.000Z,1,admin,user,,127.0.0.1,,PUT /v1/tag/edit,update,tag,3,Old,' +
        '"{""name"":{""before"":""Old"",""after"":""New""}}"\r\n',
    );
  });
});
