import { Code } from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage } from '../../app/errors';

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id) => typeof id === 'number') : []);

/**
 * The text of a promotion-app refusal: the catalogue's message through `errors.<code>` (4001, 10300-10302), then
 * what `data` names — the campaigns that promote the app or use the mapping, the accounts holding the package name.
 */
export function appRefusal(code: number, data: unknown, serverMsg = ''): string {
  const fields = record(data);
  if (code === Code.APP_IN_USE || code === Code.EVENT_MAPPING_IN_USE) {
    const base = i18next.exists(`errors.${code}`) ? i18next.t(`errors.${code}`) : serverMsg;
    const campaigns = ids(fields.campaign_ids);
    const key = code === Code.APP_IN_USE ? 'apps.refusal.campaigns' : 'apps.refusal.usedBy';
    return campaigns.length ? `${base} ${i18next.t(key, { ids: campaigns.join(', ') })}` : base;
  }
  // 10301 names the accounts (account_names); the shared mapping adds them
  return businessMessage(code, data, serverMsg);
}
