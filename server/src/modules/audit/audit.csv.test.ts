import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, entryLine, entryLines } from './audit.csv.js';

describe('audit CSV', () => {
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

  it('keeps user-given names that a spreadsheet would run as formulas as text (full-width, behind NUL or BOM)', () => {
    const line = entryLine({
      id: 8,
      time: Date.UTC(2026, 10, 23, 12),
      actor_id: 2,
      actor_name: '＝HYPERLINK("http://evil.example")',
      actor_kind: 'user',
      job_id: null,
      ip: null,
      user_agent: '\u0000=cmd',
      call: 'POST /v1/tag/add',
      action: 'create',
      entity_kind: 'tag',
      entity_id: 4,
      entity_name: '\uFEFF@SUM(A1)',
      changes: null,
    });
    expect(line).toContain(`"'＝HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain("'\u0000=cmd");
    expect(line).toContain("'\uFEFF@SUM(A1)");
  });

  it('heads the first batch, even an empty one, and quotes a line break inside a cell', () => {
    expect(entryLines([], true)).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
    expect(entryLines([])).toBe('');
    const line = entryLine({
      id: 9,
      time: Date.UTC(2026, 10, 23, 12),
      actor_id: null,
      actor_name: 'system',
      actor_kind: 'system',
      job_id: 5,
      ip: null,
      user_agent: 'two\nlines',
      call: 'job:prune',
      action: 'delete',
      entity_kind: 'tag',
      entity_id: null,
      entity_name: null,
      changes: null,
    });
    expect(line).toBe(
      '9,1795435200000,2026-11-23T12:00:00.000Z,,system,system,5,,"two\nlines",job:prune,delete,tag,,,\r\n',
    );
  });
});
