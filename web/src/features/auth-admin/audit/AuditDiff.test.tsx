import type { AuditEntry } from '@adconsole/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AuditDiff from './AuditDiff';

const entry: AuditEntry = {
  id: 1,
  time: 0,
  actor_id: 1,
  actor_name: 'admin',
  actor_kind: 'user',
  job_id: null,
  ip: '127.0.0.1',
  user_agent: null,
  call: 'PUT /v1/tag',
  action: 'update',
  entity_kind: 'tag',
  entity_id: 7,
  entity_name: 'Summer sale',
  changes: {
    name: { before: 'Summer', after: 'Summer sale' },
    remark: { before: null, after: 'new' },
    name_key: { before: 'S', after: '' },
  },
};

const cells = () =>
  within(screen.getByTestId('audit-diff'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('AuditDiff', () => {
  it('shows a row per changed field, labelled, with its value before and after, "none" where a value was absent, "empty" for empty text', () => {
    render(<AuditDiff entry={entry} />);
    expect(cells()).toEqual([
      ['Name', 'Summer', 'Summer sale'],
      ['Instructions', 'none', 'new'],
      ['name_key', 'S', 'empty'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'After' })).toBeTruthy();
  });

  it('formats values as the screens do and shows the raw keys and values behind the switch', () => {
    const change: AuditEntry = {
      ...entry,
      entity_kind: 'role',
      changes: { menu_ids: { before: [3], after: [3, 4] }, is_admin: { before: false, after: true } },
    };
    const menus = new Map([
      [3, 'Materials'],
      [4, 'Tags'],
    ]);
    render(<AuditDiff entry={change} names={{ menus }} />);
    expect(cells()).toEqual([
      ['Menus', 'Materials', 'Materials, Tags'],
      ['Administrator role', 'No', 'Yes'],
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Show raw data' }));
    expect(cells()).toEqual([
      ['menu_ids', '[3]', '[3,4]'],
      ['is_admin', 'false', 'true'],
    ]);
  });
});
