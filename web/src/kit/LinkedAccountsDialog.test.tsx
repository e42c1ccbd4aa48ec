import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import LinkedAccountsDialog from './LinkedAccountsDialog';

describe('LinkedAccountsDialog', () => {
  const accounts = [
    { account_id: 7, account_name: 'Galaxy Games', linked: true, bound_ad_count: 2, ads: ['Spring sale'] },
    { account_id: 9, account_name: 'Orchid Shopping', linked: false, bound_ad_count: 0, ads: [] },
  ];

  it('lists the accounts it is given, and expands only the rows that have something to show', () => {
    render(
      <LinkedAccountsDialog
        open
        title="Accounts of X"
        source={{ data: accounts }}
        expandedRow={(row) => (row.ads.length > 0 ? <span>{row.ads.join()}</span> : null)}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('Accounts of X')).toBeTruthy();
    expect(screen.getByText('Linked')).toBeTruthy();
    expect(screen.getByText('Not linked')).toBeTruthy();
    const expanders = document.querySelectorAll(
      'button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)',
    );
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0] as Element);
    expect(screen.getByText('Spring sale')).toBeTruthy();
  });

  it('says when the loader failed and retries through it', () => {
    let retried = 0;
    render(
      <LinkedAccountsDialog
        open
        title="Accounts"
        source={{ isError: true, refetch: () => retried++ }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText('The linked accounts could not be loaded')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });
});
