import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-error.ts';
import { isOutageError } from './service-status.ts';

/** A failure's toast: one line, or a title with a second line under it. */
export type ErrorToastText = string | { title: string; description: string };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * How a failure is announced: `false` when the form shows it inline,
       * a function to word it, or nothing for the server's own message.
       */
      errorToast?: false | ((error: unknown) => ErrorToastText);
    };
  }
}

/**
 * The one place failed writes become toasts, so every form reports errors the same way. An outage
 * is not one: the banner says it once for the whole app (components/service-status-banner.tsx).
 */
function toastMutationError(
  error: unknown,
  meta: { errorToast?: false | ((error: unknown) => ErrorToastText) } = {},
) {
  if (meta.errorToast === false || isOutageError(error)) return;
  const text = meta.errorToast ? meta.errorToast(error) : errorMessage(error);
  // The toast library loads with the first page that can raise one, never with the entry.
  void import('sonner').then(({ toast }) =>
    typeof text === 'string' ? toast.error(text) : toast.error(text.title, { description: text.description }),
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastMutationError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not fix itself by asking again; a flaky network might.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
