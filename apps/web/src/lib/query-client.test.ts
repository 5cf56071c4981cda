import { MutationObserver } from '@tanstack/react-query';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createQueryClient } from './query-client.ts';

// A spy on the shared toast object, not a module mock: the web tests share one module graph, where
// query-client.ts may already hold the real sonner by the time this file runs.
const toastError = vi.spyOn(toast, 'error').mockImplementation(() => '');

afterEach(() => toastError.mockClear());

async function failMutation(
  error: unknown,
  meta?: { errorToast: () => { title: string; description: string } },
) {
  const observer = new MutationObserver(createQueryClient(), {
    mutationFn: () => Promise.reject(error),
    ...(meta ? { meta } : {}),
  });
  await observer.mutate().catch(() => undefined);
}

describe('failed writes', () => {
  it("toast the server's message", async () => {
    await failMutation(new ApiError(409, 'already_friends', 'You are already friends.'));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith('You are already friends.'));
  });

  it('toast a title with a second line when the mutation words it so', async () => {
    await failMutation(new ApiError(500, 'internal_error', 'An unexpected error occurred.'), {
      errorToast: () => ({ title: 'Failed to update content', description: 'Failed to update game content' }),
    });
    await vi.waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to update content', {
        description: 'Failed to update game content',
      }),
    );
  });

  it('do not toast during an outage, which the banner already says once', async () => {
    await failMutation(new ApiError(503, 'service_unavailable', 'Rally is temporarily unavailable.'));
    await failMutation(new ApiError(0, 'network_error', 'Network error occurred. Please try again.'));
    expect(toastError).not.toHaveBeenCalled();
  });
});
