import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

/** Failures a retry cannot fix: the server answered, or the app already navigated away. */
const FINAL_KINDS = new Set([
  'business',
  'session',
  'gateway-timeout',
  'bad-response',
  'invalid-file',
]);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        !(isApiError(error) && FINAL_KINDS.has(error.kind)) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
