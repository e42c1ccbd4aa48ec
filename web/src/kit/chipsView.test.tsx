import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AccountChips from './AccountChips';
import TagChips from './TagChips';

describe('account and tag chips', () => {
  const accounts = ['Galaxy Games', 'Orchid Shopping', 'Nimbus Video', 'Harbor Travel'].map((account_name, i) => ({
    id: i + 1,
    account_name,
  }));

  it('shows 2 accounts, then +N and a view link listing them all', async () => {
    render(<AccountChips accounts={accounts} />);
    expect(screen.getByText('Galaxy Games')).toBeTruthy();
    expect(screen.getByText('Orchid Shopping')).toBeTruthy();
    expect(screen.queryByText('Nimbus Video')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByText('Linked accounts (4)')).toBeTruthy();
    expect(screen.getByText('Harbor Travel')).toBeTruthy();
  });

  it('shows no count or link for 2 accounts or fewer', () => {
    render(<AccountChips accounts={accounts.slice(0, 2)} />);
    expect(screen.queryByText(/^\+/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'View' })).toBeNull();
  });

  it("opens the caller's dialog from a view link that always shows, after a lead chip", () => {
    let opened = 0;
    render(
      <AccountChips accounts={[]} lead={<span>All</span>} onView={() => opened++} viewLabel="Look" testId="cell" />,
    );
    expect(screen.getByTestId('cell').textContent).toBe('AllLook');
    fireEvent.click(screen.getByTestId('cell-view'));
    expect(opened).toBe(1);
  });

  it('shows 3 tags, then an ellipsis', () => {
    render(<TagChips tags={['a', 'b', 'c', 'd'].map((name, id) => ({ id, name }))} />);
    expect(screen.getByText('c')).toBeTruthy();
    expect(screen.queryByText('d')).toBeNull();
    expect(screen.getByText('…')).toBeTruthy();
  });
});
