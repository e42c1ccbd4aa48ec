import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../app/request';
import KeyMatchFilter from './KeyMatchFilter';

vi.mock('../../app/request', async (original) => ({
  ...(await original<typeof import('../../app/request')>()),
  api: vi.fn(),
}));

const PACKAGES = ['com.galaxy.quest', 'com.galaxy.race', 'org.com.galaxy'];

// the server's list_key_match: prefix matches first, then the rest that hold the keyword
vi.mocked(api).mockImplementation((async (_call: unknown, input: { keyword: string }) => {
  const word = input.keyword;
  const prefix = PACKAGES.filter((p) => p.startsWith(word));
  const rest = PACKAGES.filter((p) => !p.startsWith(word) && p.includes(word));
  return { code: 200, msg: 'ok', data: [...prefix, ...rest] };
}) as never);

function renderFilter(onChange = vi.fn(), value?: string[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <KeyMatchFilter
        field="pkg_name"
        value={value}
        onChange={onChange}
        placeholder="Package name"
        aria-label="Package name"
        data-testid="filter-pkg_name"
      />
    </QueryClientProvider>,
  );
  return onChange;
}

const shown = () =>
  [...screen.getByTestId('multi-select-list').querySelectorAll('.ant-checkbox-wrapper')].map((row) => row.textContent);

// jsdom renders antd slowly on a loaded machine
describe('key-match filter', { timeout: 30_000 }, () => {
  it('asks list_key_match only once opened, then for what was typed, and offers its answer', async () => {
    const onChange = renderFilter();
    expect(api).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('filter-pkg_name'));
    await waitFor(() => expect(shown()).toEqual(PACKAGES));
    expect(vi.mocked(api).mock.calls.at(-1)?.[1]).toEqual({ field: 'pkg_name', keyword: '' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' galaxy.r ' } });
    await waitFor(() => expect(shown()).toEqual(['com.galaxy.race']));
    expect(vi.mocked(api).mock.calls.at(-1)?.[1]).toEqual({ field: 'pkg_name', keyword: 'galaxy.r' });

    fireEvent.click(screen.getByText('com.galaxy.race'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenCalledWith(['com.galaxy.race']);
  });

  it('shows the chosen values first when nothing is typed, and clears to no filter', async () => {
    const onChange = renderFilter(vi.fn(), ['org.com.galaxy']);
    fireEvent.click(screen.getByTestId('filter-pkg_name'));
    await waitFor(() => expect(shown()).toEqual(['org.com.galaxy', 'com.galaxy.quest', 'com.galaxy.race']));
    // select all ticks the rest, a second click unticks every one: no filter
    fireEvent.click(screen.getByText('Select all'));
    fireEvent.click(screen.getByText('Select all'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
