import type { AudienceItem } from '@adconsole/contract';
import type { LinkedAccount } from '../../kit/LinkedAccountsDialog';

/** An account of the linked-accounts dialog, with the names of its ad sets that target the package. */
export interface AudienceLinkedAccount extends LinkedAccount {
  adsets: string[];
}

/**
 * The dialog's rows: every linked account with how many of its ad sets target the package, then accounts whose ad
 * sets target it without being linked (a package visible to all accounts).
 */
export function linkedAccountsOf(item: Pick<AudienceItem, 'linked_account' | 'linked_adset'>): AudienceLinkedAccount[] {
  const rows = new Map<number, AudienceLinkedAccount>();
  for (const account of item.linked_account) {
    rows.set(account.account_id, { ...account, linked: true, bound_ad_count: 0, adsets: [] });
  }
  for (const adset of item.linked_adset) {
    const row = rows.get(adset.account_id) ?? {
      account_id: adset.account_id,
      account_name: adset.account_name,
      linked: false,
      bound_ad_count: 0,
      adsets: [],
    };
    row.bound_ad_count += 1;
    row.adsets.push(adset.ad_group_name);
    rows.set(adset.account_id, row);
  }
  return [...rows.values()];
}
