import type { BoundAd } from '@adconsole/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import BoundAdsList from './BoundAdsList';

const ad: BoundAd = {
  ad_id: 11,
  ad_name: 'Hero banner',
  ad_status: 1,
  account_id: 2,
  account_name: 'Galaxy',
  campaign_id: 3,
  campaign_name: 'Launch',
  ad_group_id: 7,
  ad_group_name: 'Tier 1',
};

describe('BoundAdsList', { timeout: 20_000 }, () => {
  it('links each ad to its editor over its ad list with a hash-router href, outside any router', () => {
    // rendered without a router, as the static 10001 dialog renders it
    render(<BoundAdsList ads={[ad]} linked />);
    const link = screen.getByRole('link', { name: 'Hero banner' });
    expect(link.getAttribute('href')).toBe('#/advertising/index?campaign_id=3&ad_group_id=7&type=ad&ad_id=11');
  });

  it('closes its dialog on a plain click, not on a click that opens another tab', () => {
    const onNavigate = vi.fn();
    render(<BoundAdsList ads={[ad]} linked onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Hero banner' });
    // the navigation itself is the browser's; jsdom would only log it
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    fireEvent.click(link, { metaKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('names the ad without a link for a role that cannot view ads', () => {
    render(<BoundAdsList ads={[ad]} linked={false} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Hero banner')).toBeTruthy();
  });
});
