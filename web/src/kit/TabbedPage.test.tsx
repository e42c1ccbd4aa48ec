import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import TabbedPage from './TabbedPage';

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function at(search: string) {
  render(
    <MemoryRouter initialEntries={[`/page${search}`]}>
      <TabbedPage
        crumbs={['Menu', 'Page']}
        tabs={[
          { key: 'first', label: 'First', children: <p>first list</p> },
          { key: 'second', label: 'Second', children: <p>second list</p> },
        ]}
      />
      <Where />
    </MemoryRouter>,
  );
}

describe('TabbedPage', () => {
  it('opens the first tab without a tab in the URL, under its breadcrumb', () => {
    at('');
    expect(screen.getByText('first list')).toBeTruthy();
    expect(screen.queryByText('second list')).toBeNull();
    expect(screen.getByText('Page')).toBeTruthy();
  });

  it('opens the tab the URL names, and the first for a name it does not have', () => {
    at('?tab=second');
    expect(screen.getByText('second list')).toBeTruthy();
    expect(screen.queryByText('first list')).toBeNull();
  });

  it('puts the picked tab in the URL, and none for the first (the other tab’s filters start afresh)', () => {
    at('?tab=nope');
    expect(screen.getByText('first list')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByTestId('search').textContent).toBe('?tab=second');
    fireEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
