import { calls } from '@adconsole/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/request';
import { LocalKey, writeLocal } from '../../lib/storage';
import NotifyButton from './NotifyButton';

vi.mock('../../app/request', async (original) => ({
  ...(await original<typeof import('../../app/request')>()),
  api: vi.fn(async () => ({ code: 200, msg: 'ok', data: { text: 'sent', campaigns: 1 } })),
}));

afterEach(() => localStorage.clear());

const renderButton = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotifyButton campaignId={12} />
    </QueryClientProvider>,
  );

describe('NotifyButton', { timeout: 30_000 }, () => {
  it.each(['en-US', 'zh-CN'] as const)("asks for the summary in the console's language (%s)", async (lang) => {
    writeLocal(LocalKey.language, lang);
    renderButton();
    fireEvent.click(screen.getByTestId('campaign-notify-summary'));
    await waitFor(() => expect(api).toHaveBeenCalled());
    expect(vi.mocked(api).mock.calls.at(-1)?.slice(0, 2)).toEqual([
      calls.campaigns.notifyCampaign,
      { campaign_id: 12, lang },
    ]);
    expect(await screen.findByText('Sent to the notification webhook (1 campaign)')).toBeTruthy();
  });
});
