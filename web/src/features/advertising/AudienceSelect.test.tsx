import { AudienceLimits } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import Form from 'antd/es/form';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../app/request';
import AudienceSelect from './AudienceSelect';

vi.mock('../../app/request', async (original) => ({
  ...(await original<typeof import('../../app/request')>()),
  api: vi.fn(),
}));

// 150 usable packages: the first page holds 100, "Package 120" only a search finds
const ALL = Array.from({ length: 150 }, (_, i) => ({ cluster_id: i + 1, cluster_name: `Package ${i + 1}` }));
// the server's answer to a search for a name in `slow` waits until the test lets it go
const slow = new Map<string, (() => void) | null>([['Package 7', null]]);
vi.mocked(api).mockImplementation((async (_call: unknown, input: { cluster_name?: string; page_size: number }) => {
  const name = input.cluster_name;
  if (name && slow.has(name)) await new Promise<void>((resolve) => slow.set(name, resolve));
  const found = ALL.filter((a) => !name || a.cluster_name.includes(name));
  return { code: 200, msg: 'ok', data: { total: found.length, list: found.slice(0, input.page_size) } };
}) as never);

const options = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

describe('AudienceSelect', { timeout: 30_000 }, () => {
  it('finds a package beyond the first page by searching the server, and keeps a pick named', async () => {
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { rerender } = render(
      <QueryClientProvider client={client}>
        <AudienceSelect accountId={7} held={[]} placeholder="Packages" testId="audiences" onChange={onChange} />
      </QueryClientProvider>,
    );
    expect(vi.mocked(api).mock.calls[0]?.[1]).toMatchObject({ account_id: 7, page_size: AudienceLimits.PAGE_SIZE_MAX });
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(options()).toContain('Package 1'));
    // not on the first page: only the server's answer to the search can offer it

    fireEvent.change(input, { target: { value: 'Package 120' } });
    await waitFor(() => expect(options()).toEqual(['Package 120']));
    expect(vi.mocked(api).mock.calls.at(-1)?.[1]).toMatchObject({ cluster_name: 'Package 120', account_id: 7 });
    fireEvent.click(screen.getByText('Package 120'));
    expect(onChange.mock.calls.at(-1)?.[0]).toEqual([120]);

    // the search is over (another one is typed): the pick still shows its name, not its id
    rerender(
      <QueryClientProvider client={client}>
        <AudienceSelect accountId={7} held={[]} placeholder="Packages" testId="audiences" value={[120]} />
      </QueryClientProvider>,
    );
    fireEvent.change(input, { target: { value: 'Package 3' } });
    await waitFor(() => expect(vi.mocked(api).mock.calls.at(-1)?.[1]).toMatchObject({ cluster_name: 'Package 3' }));
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('Package 120');
  });

  it("is the control its form item's label names", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Form>
          <Form.Item name="audience_include" label="Include packages">
            <AudienceSelect accountId={7} held={[]} placeholder="Packages" testId="audiences" />
          </Form.Item>
        </Form>
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText('Include packages').getAttribute('role')).toBe('combobox');
  });

  it("filters the first page as the user types while the server searches (not only the last search's answer)", async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AudienceSelect accountId={8} held={[]} placeholder="Packages" testId="audiences" />
      </QueryClientProvider>,
    );
    const input = screen.getByRole('combobox');
    fireEvent.mouseDown(input);
    await waitFor(() => expect(options()).toContain('Package 1'));
    fireEvent.change(input, { target: { value: 'Package 140' } });
    await waitFor(() => expect(options()).toEqual(['Package 140']));
    // the server holds its answer for "Package 7": the first page, filtered here, offers it meanwhile
    fireEvent.change(input, { target: { value: 'Package 7' } });
    await waitFor(() => expect(options()).toContain('Package 7'));
    await waitFor(() => expect(slow.get('Package 7')).toBeTypeOf('function'));
    slow.get('Package 7')!();
  });
});
