import type { AudienceImportReport } from '@adconsole/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportReportView } from './ImportReport';

const report: AudienceImportReport = {
  expected_kind: 'sha256',
  lines_read: 3,
  valid: 1,
  invalid: 2,
  invalid_samples: [
    { line: 2, kind: 'md5', masked: `0cc1${'*'.repeat(26)}7f` },
    { line: 3, kind: null, masked: '*********' },
  ],
  empty: 0,
  duplicates_removed: 0,
  count: 1,
  kind_counts: { gaid: 0, md5: 1, sha1: 0, sha256: 1 },
  looks_like: 'sha256',
  warning: null,
};

describe('ImportReportView', () => {
  it('shows each invalid line by number, the kind it looked like and its masked form, with a note that it is masked', () => {
    render(<ImportReportView report={report} />);
    expect(screen.getAllByTestId('import-sample').map((s) => s.textContent)).toEqual([
      `0cc1${'*'.repeat(26)}7f`,
      '*********',
    ]);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/Line 2 · looks like MD5/);
    expect(items[1]).toMatch(/Line 3 · no id kind/);
    expect(screen.getByText(/only their first 4 and last 2 characters show/)).toBeTruthy();
  });
});
