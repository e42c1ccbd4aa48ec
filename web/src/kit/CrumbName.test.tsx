import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CrumbName } from './CrumbName';

describe('CrumbName', () => {
  it('shows the name once known', () => {
    render(<CrumbName name="Orchid launch" id={7} loading />);
    expect(screen.getByText('Orchid launch')).toBeTruthy();
    expect(screen.queryByTestId('crumb-loading')).toBeNull();
  });

  it('shows a busy placeholder while the name loads, not the id', () => {
    render(<CrumbName name={undefined} id={7} loading />);
    expect(screen.getByTestId('crumb-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('#7')).toBeNull();
  });

  it('falls back to the id when the name could not be had', () => {
    render(<CrumbName name={undefined} id={7} loading={false} />);
    expect(screen.getByText('#7')).toBeTruthy();
  });
});
