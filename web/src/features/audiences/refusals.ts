import { Code } from '@adconsole/contract';
import i18next from 'i18next';
import { businessMessage } from '../../app/errors';
import { formatFileSize } from '../../kit/format';

const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The text of an audience refusal (codes 10021-10027): the catalogue's message, then what `data` names —
 * the accounts whose ad groups use the package (10021, joined, then how many more the caller may not see), the name
 * taken (10022), the file (10025, 10026) or the path (10027).
 */
export function audienceRefusal(code: number, data: unknown, serverMsg = ''): string {
  const base = businessMessage(code, data, serverMsg);
  const fields = record(data);
  const name = text(fields.name);
  const path = text(fields.path);
  const max = typeof fields.max === 'number' ? fields.max : null;
  // 10021 counts the accounts the caller may not see instead of naming them
  const others = typeof fields.other_accounts === 'number' ? fields.other_accounts : 0;
  const details = [
    others > 0 ? i18next.t('audiences.refusal.otherAccounts', { count: others }) : '',
    code === Code.AUDIENCE_FILE_TOO_BIG && max !== null
      ? i18next.t('audiences.refusal.max', { max: formatFileSize(max) })
      : '',
    // 10022 names the package, the file codes the file
    name
      ? i18next.t(code === Code.AUDIENCE_NAME_TAKEN ? 'audiences.refusal.name' : 'audiences.refusal.file', { name })
      : '',
    path ? i18next.t('audiences.refusal.path', { path }) : '',
  ].filter(Boolean);
  return details.length ? `${base} ${details.join('; ')}` : base;
}
