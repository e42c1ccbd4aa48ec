import { calls } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, useCall, useCallMutation, useCreateOrEdit } from './useCall';

type Sent = { method: string; url: string; body: unknown };
let sent: Sent[] = [];

/** Answers every call with the envelope `answer` gives for its path, recording what was sent. */
function serve(answer: (url: string) => unknown) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer(url)), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callKey', () => {
  it('names the cache entry by the contract area and key, then the input', () => {
    expect(callKey(calls.campaigns.list, { page_no: 1, page_size: 20 })).toEqual([
      'campaigns',
      'list',
      { page_no: 1, page_size: 20 },
    ]);
    expect(callKey(calls.system.health)).toEqual(['system', 'health']);
  });
});

describe('useCall', () => {
  it('sends the declared call with its input and answers its data under the call key', async () => {
    serve(() => ({ code: 200, msg: 'ok', data: [{ id: 1 }] }));
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => useCall(calls.tags.tree, { module: 2 }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 1 }]));
    expect(sent.map((s) => [s.method, s.url])).toEqual([['GET', `${calls.tags.tree.path}?module=2`]]);
    expect(client.getQueryData(['tags', 'tree', { module: 2 }])).toEqual([{ id: 1 }]);
  });

  it('caches under a given key and stays idle while not enabled', async () => {
    serve(() => ({ code: 200, msg: 'ok', data: { version: '1' } }));
    const { client, wrapper } = withClient();
    const { result, rerender } = renderHook(
      ({ enabled }) => useCall(calls.system.health, undefined, { queryKey: ['system', 'x'], enabled }),
      { wrapper, initialProps: { enabled: false } },
    );
    expect(sent).toEqual([]);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual({ version: '1' }));
    expect(client.getQueryData(['system', 'x'])).toEqual({ version: '1' });
  });
});

describe('useCallMutation', () => {
  it('sends the input as the body and refetches the groups it names only when the change went through', async () => {
    let code = 10001;
    serve(() => ({ code, msg: 'refused', data: null }));
    const { client, wrapper } = withClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(
      () => useCallMutation(calls.materials.batchTag, { invalidates: [['materials'], ['tags', 'list']] }),
      { wrapper },
    );
    let answer = await act(() => result.current.mutateAsync({ material_ids: [1], tag_ids: [2] }));
    expect(answer.code).toBe(10001);
    expect(invalidate).not.toHaveBeenCalled();
    code = 200;
    answer = await act(() => result.current.mutateAsync({ material_ids: [1], tag_ids: [2] }));
    expect(answer.code).toBe(200);
    expect(sent[1]).toEqual({
      method: 'POST',
      url: calls.materials.batchTag.path,
      body: { material_ids: [1], tag_ids: [2] },
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['materials'], ['tags', 'list']]);
  });

  it('sorts the answer into an outcome when the area words refusals, and judges success by it', async () => {
    serve(() => ({ code: 10002, msg: 'taken', data: null }));
    const { client, wrapper } = withClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const { result } = renderHook(
      () =>
        useCallMutation(calls.tags.add, {
          refusals: { text: (code, _data, msg) => `${code} ${msg}` },
          invalidates: [['tags']],
        }),
      { wrapper },
    );
    const outcome = await act(() => result.current.mutateAsync({ module: 2, level: 1, name: 'a' } as never));
    expect(outcome).toEqual({ ok: false, code: 10002, fields: [], text: '10002 taken' });
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('useCreateOrEdit', () => {
  it('sends a body with an id to the edit call and any other to the create call', async () => {
    serve(() => ({ code: 200, msg: 'ok', data: { id: 5 } }));
    const { wrapper } = withClient();
    const { result } = renderHook(() => useCreateOrEdit(calls.tags.add, calls.tags.edit), { wrapper });
    await act(() => result.current.mutateAsync({ module: 2, level: 1, name: 'new' } as never));
    await act(() => result.current.mutateAsync({ id: 5, name: 'renamed' } as never));
    expect(sent.map((s) => [s.method, s.url, s.body])).toEqual([
      [calls.tags.add.method, calls.tags.add.path, { module: 2, level: 1, name: 'new' }],
      [calls.tags.edit.method, calls.tags.edit.path, { id: 5, name: 'renamed' }],
    ]);
    expect(result.current.isPending).toBe(false);
  });
});
