import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ListPagination from './ListPagination';

describe('ListPagination', () => {
  it('shows the exact total', () => {
    render(<ListPagination total={1234} page={1} pageSize={10} onChange={() => {}} />);
    expect(screen.getByText('1,234 in total')).toBeTruthy();
  });

  it('shows a total the server stopped counting at as a lower bound', () => {
    render(<ListPagination total={1000} totalAtLeast page={1} pageSize={10} onChange={() => {}} />);
    expect(screen.getByText('more than 1,000')).toBeTruthy();
  });
});
