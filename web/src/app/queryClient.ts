import { QueryClient } from '@tanstack/react-query';

/** The one query cache of the signed-in console (the request layer already toasts failures, so no retry storms). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
