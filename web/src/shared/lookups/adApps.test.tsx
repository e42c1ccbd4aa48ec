import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../app/request';
import { clearEverything, SessionKey } from '../../lib/storage';
import { useAdApps } from './adApps';

vi.mock('../../app/request', async (original) => ({
  ...(await original<typeof import('../../app/request')>()),
  api: vi.fn(),
}));

let served = [{ id: 1, name: 'Shop' }];
vi.mocked(api).mockImplementation((async () => ({ code: 200, msg: 'ok', data: served })) as never);

/** One page load: a fresh query cache over the same sessionStorage. */
function load() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAdApps(), { wrapper }) };
}

describe('ad-apps session cache', () => {
  it('loads /v1/ad_app/all once per browser session, a change in this tab loads it again, sign-out forgets it', async () => {
    served = [{ id: 1, name: 'Shop' }];
    const first = load();
    await waitFor(() => expect(first.result.current.data).toEqual(served));
    expect(vi.mocked(api)).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem(SessionKey.adApps) ?? 'null')).toEqual(served);

    // a reload of the page answers from sessionStorage
    const second = load();
    await waitFor(() => expect(second.result.current.data).toEqual(served));
    expect(vi.mocked(api)).toHaveBeenCalledTimes(1);

    // an app change invalidates ['apps']: the list is loaded and stored again
    served = [...served, { id: 2, name: 'Game' }];
    await second.client.invalidateQueries({ queryKey: ['apps'] });
    await waitFor(() => expect(second.result.current.data).toHaveLength(2));
    expect(vi.mocked(api)).toHaveBeenCalledTimes(2);
    expect(JSON.parse(sessionStorage.getItem(SessionKey.adApps) ?? 'null')).toHaveLength(2);

    clearEverything();
    expect(sessionStorage.getItem(SessionKey.adApps)).toBeNull();
  });
});
