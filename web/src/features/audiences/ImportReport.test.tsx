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

  it('says why a rule matched no device, with its country and window', () => {
    const empty = { ...report, lines_read: 0, valid: 0, invalid: 0, invalid_samples: [], count: 0, looks_like: null };
    const rule = { time_range: 7, country: 'DE', industry_category: 1, events: ['click' as const] };
    const { unmount } = render(<ImportReportView report={{ ...empty, warning: 'no_events' }} rule={rule} />);
    expect(screen.getByTestId('import-report-warning').textContent).toBe(
      'No device matched: no events for DE in the last 7 days',
    );
    unmount();
    render(<ImportReportView report={{ ...empty, warning: 'no_match' }} rule={rule} />);
    expect(screen.getByTestId('import-report-warning').textContent).toMatch(/^No device matched: DE has events/);
  });

  it('shows no such warning on a report without one', () => {
    render(<ImportReportView report={report} />);
    expect(screen.queryByTestId('import-report-warning')).toBeNull();
  });
});
