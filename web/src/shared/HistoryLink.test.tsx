import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAccess } from '../app/access';
import HistoryLink from './HistoryLink';

vi.mock('../app/access', () => ({ useAccess: vi.fn() }));

function renderAs(isAdmin: boolean) {
  vi.mocked(useAccess).mockReturnValue({ isAdmin } as ReturnType<typeof useAccess>);
  render(
    <MemoryRouter>
      <HistoryLink entity="material" id={12} name="Spring banner" />
    </MemoryRouter>,
  );
}

describe('HistoryLink', () => {
  it('opens the audit log filtered to the entity, for an administrator', () => {
    renderAs(true);
    const link = screen.getByRole('link', { name: 'History of Spring banner' });
    expect(link.getAttribute('href')).toBe('/auth/audit?entity=material&entity_id=12');
    expect(link.textContent).toBe('History');
  });

  it('is not shown to other roles, whom the audit calls refuse', () => {
    renderAs(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
