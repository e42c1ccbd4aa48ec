import { DirectoryStatus } from '@adconsole/contract';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the directory screens. Accounts, users and companies show each other (a user's accounts, an
 * account's user count, a company's accounts), so every change invalidates the whole directory, and the account and
 * user option lists of the other screens (`lookups`).
 */
export const directoryKeys = {
  all: ['directory'] as const,
  accounts: (query: object) => ['directory', 'accounts', query] as const,
  accountUsers: (accountId: number) => ['directory', 'accountUsers', accountId] as const,
  users: (query: object) => ['directory', 'users', query] as const,
  userOptions: ['directory', 'userOptions'] as const,
  companies: ['directory', 'companies'] as const,
  roles: ['directory', 'roles'] as const,
};

/** Refetches everything a directory change may have touched. */
export function afterDirectoryChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: directoryKeys.all }),
    client.invalidateQueries({ queryKey: ['lookups'] }),
  ]);
}

/** True for the enabled status of an account, user or company. */
export const isEnabled = (status: number): boolean => status === DirectoryStatus.ENABLED;
