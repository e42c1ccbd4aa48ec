import type { ApiKeyItem } from '@adconsole/contract';

/** A key is active until it is revoked; a revoked key stays listed, refused on every call. */
export type ApiKeyStatus = 'active' | 'revoked';

export const apiKeyStatus = (key: Pick<ApiKeyItem, 'revoke_time'>): ApiKeyStatus =>
  key.revoke_time === null ? 'active' : 'revoked';

/** How the list names a key it cannot show: its kept prefix, then an ellipsis for the secret part. */
export const maskedKey = (prefix: string): string => `${prefix}…`;
