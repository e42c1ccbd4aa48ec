import { type AccountHolders, Code, type CompanyHolders, type UserHolders } from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage } from '../../../app/errors';

// What holds an account or a company, in the order the refusal names it.
const ACCOUNT_HOLDERS = ['materials', 'campaigns', 'apps', 'audiences', 'platform_accounts'] as const;
const USER_HOLDERS = ['materials', 'campaigns'] as const;
const COMPANY_HOLDERS = ['accounts', 'users'] as const;

const counted = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/** "3 materials, 1 campaign": the kinds that still hold a row, each with its count. */
export function holdersText(data: unknown, kinds: readonly string[]): string {
  const record = counted(data);
  return kinds
    .flatMap((kind) => {
      const count = record[kind];
      return typeof count === 'number' && count > 0 ? [i18next.t(`directory.holder.${kind}`, { count })] : [];
    })
    .join(i18next.t('directory.holder.separator'));
}

/**
 * The text of a directory refusal, chosen by its code: what holds an account or company that was to be deleted, the
 * last administrator, one's own user; other codes as the shared catalogue words them.
 */
export function directoryRefusal(code: number, data: unknown, serverMsg = ''): string {
  switch (code) {
    case Code.ACCOUNT_IN_USE:
      return i18next.t('directory.refusal.accountInUse', {
        holders: holdersText(data as AccountHolders, ACCOUNT_HOLDERS),
      });
    case Code.COMPANY_IN_USE:
      return i18next.t('directory.refusal.companyInUse', {
        holders: holdersText(data as CompanyHolders, COMPANY_HOLDERS),
      });
    case Code.USER_IN_USE:
      return i18next.t('directory.refusal.userInUse', { holders: holdersText(data as UserHolders, USER_HOLDERS) });
    case Code.LAST_ADMIN:
      return i18next.t('directory.refusal.lastAdmin');
    case Code.OWN_USER:
      return i18next.t('directory.refusal.ownUser');
    default:
      return businessMessage(code, data, serverMsg);
  }
}
