import { describe, expect, it } from 'vitest';
import { keyColumnsInSight } from './keyColumnsInSight';

describe('keyColumnsInSight', () => {
  it('puts the status beside the name, pins the name left and the operation right', () => {
    const out = keyColumnsInSight([
      { key: 'name', title: 'Name' },
      { key: 'prefix', title: 'Prefix', width: 120 },
      { key: 'status', title: 'Status' },
      { key: 'action', title: 'Operation', width: 160 },
    ]);
    expect(out.map((c) => [c.key, c.fixed ?? null])).toEqual([
      ['name', 'left'],
      ['status', null],
      ['prefix', null],
      ['action', 'right'],
    ]);
    // a pinned column gets a width (antd lays fixed columns out by it); a given width stays
    expect(out[0]!.width).toBeGreaterThan(0);
    expect(out[3]!.width).toBe(160);
  });

  it('takes the role a column says over its key, and leaves a table without a name column in order', () => {
    const folder = keyColumnsInSight([
      { key: 'folder', title: 'Folder', role: 'name', width: 300 },
      { key: 'accounts', title: 'Accounts' },
      { key: 'action', title: 'Operation' },
    ]);
    expect(folder.map((c) => c.fixed ?? null)).toEqual(['left', null, 'right']);
    expect(folder[0]!.width).toBe(300);
    const plain = keyColumnsInSight([
      { key: 'time', title: 'Time' },
      { key: 'changes', title: 'Changes' },
    ]);
    expect(plain.map((c) => [c.key, c.fixed ?? null])).toEqual([
      ['time', null],
      ['changes', null],
    ]);
  });
});
