import i18next from 'i18next';

const list = (value: unknown): string =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ')
    : '';

/**
 * Translates a business code (>= 10000) through `errors.<code>`, adding the ids or names the server put in `data`
 * (spec: "mapped message plus the ids"). Unknown codes fall back to the server's msg.
 */
export function businessMessage(code: number, data: unknown, serverMsg = ''): string {
  const record =
    typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const seconds = typeof record.retry_after === 'number' ? record.retry_after : undefined;
  const ids = Array.isArray(data) ? list(data) : list(record.ids ?? record.material_ids ?? record.ad_ids);
  const names = list(record.names ?? record.account_names);
  const key = `errors.${code}`;
  const base = i18next.exists(key) ? i18next.t(key, { seconds }) : serverMsg || i18next.t('errors.code', { code });
  const details = [
    ids ? i18next.t('errors.detail.ids', { ids }) : '',
    names ? i18next.t('errors.detail.names', { names }) : '',
  ].filter(Boolean);
  return details.length ? `${base} ${details.join('; ')}` : base;
}
