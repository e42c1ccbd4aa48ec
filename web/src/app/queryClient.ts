import { QueryClient } from '@tanstack/react-query';
import { onClearEverything } from '../lib/storage';
import { ApiError } from './request';

/** The one query cache of the signed-in console (the request layer already toasts failures, so no retry storms). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // a refusal (a record that is not there) answers the same the second time
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && (error.code ?? 0) >= 10000),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Logout and the version check clear the storage; the lookups held in memory go with it.
onClearEverything(() => queryClient.clear());
