import { useAccounts } from '../../../shared/lookups/api';

/**
 * True when `accountId` is the flagged review-material account (a database flag, not a fixed id),
 * read from the caller's account options; a caller that knows better passes `known` (then nothing is fetched).
 */
export function useIsReviewAccount(accountId: number | undefined, known?: boolean): boolean {
  const { data } = useAccounts({ enabled: known === undefined && accountId !== undefined });
  if (known !== undefined) return known;
  return accountId !== undefined && (data ?? []).some((a) => a.id === accountId && a.is_review_material);
}
