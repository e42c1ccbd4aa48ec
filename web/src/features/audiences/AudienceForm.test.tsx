import type { AudienceItem } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../app/request';
import enAudiences from '../../locales/en-US/audiences';
import AudienceForm from './AudienceForm';

vi.mock('../../app/request', async (original) => ({
  ...(await original<typeof import('../../app/request')>()),
  api: vi.fn(async () => ({ code: 200, msg: 'ok', data: [] })),
}));

const item: AudienceItem = {
  cluster_id: 7,
  cluster_name: 'Buyers',
  name: 'Buyers',
  data_type: 3,
  encryption: 0,
  source: 2,
  upload_source: 2,
  description: '',
  path: 'partner/7.txt',
  count: 10,
  visibility_scope: 1,
  linked_account: [],
  linked_adset: [],
  linked_adset_others: 0,
  create_user_id: 1,
  creator_name: 'admin',
  status: 2,
  generating: false,
  progress: null,
  failure: null,
  import_warning: null,
  user_cluster_rule: null,
  create_time: 0,
  update_time: 0,
};

function renderForm(edited: AudienceItem | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const noop = () => {};
  return render(
    <QueryClientProvider client={client}>
      <AudienceForm item={edited} onCreated={noop} onEdited={noop} onCancel={noop} />
    </QueryClientProvider>,
  );
}

describe('AudienceForm', { timeout: 30_000 }, () => {
  it('shows every reason the submit is blocked at once: the file under the file field, the rest under the form', async () => {
    renderForm(null);
    fireEvent.change(screen.getByTestId('audience-form-name'), { target: { value: 'Buyers' } });
    fireEvent.click(screen.getByLabelText('Specified accounts'));
    fireEvent.click(screen.getByTestId('audience-form-submit'));
    const block = await screen.findByTestId('audience-form-block');
    expect(within(block).getByText(enAudiences['audiences.block.title'])).toBeTruthy();
    expect(screen.getByTestId('audience-file-problem').textContent).toBe(enAudiences['audiences.block.needFile']);
    expect(within(block).queryByTestId('audience-form-block-needFile')).toBeNull();
    expect(within(block).getByTestId('audience-form-block-needAccount').textContent).toBe(
      enAudiences['audiences.block.needAccount'],
    );
    expect(vi.mocked(api).mock.calls.some(([call]) => (call as { method?: string }).method === 'POST')).toBe(false);
  });

  it('labels a stored encryption outside the four as "Other"', () => {
    renderForm({ ...item, encryption: 9 as never });
    const encryption = screen.getByLabelText(enAudiences['audiences.encryption.other']) as HTMLInputElement;
    expect(encryption.checked).toBe(true);
    expect(screen.getByLabelText('SHA256')).toBeTruthy();
  });
});
