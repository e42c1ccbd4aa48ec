import type { AuditEntry } from '@adconsole/contract';
import { render, screen, within } from '@testing-library/react';
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
    alias: { before: 'S', after: '' },
  },
};

describe('AuditDiff', () => {
  it('shows a row per changed field with its value before and after, "none" where a value was absent, "empty" for empty text', () => {
    render(<AuditDiff entry={entry} />);
    const rows = within(screen.getByTestId('audit-diff')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['name', 'Summer', 'Summer sale'],
      ['remark', 'none', 'new'],
      ['alias', 'S', 'empty'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'After' })).toBeTruthy();
  });
});
