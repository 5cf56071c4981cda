import { profileGenderEndpoints } from '@rally/shared/profiles/profile-gender.endpoints';
import type { OwnGender, OwnGenderUpdate } from '@rally/shared/profiles/profile-gender.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Saves the viewer's gender (and whether others see it) on the way into a gendered game. */
export function setOwnGender(input: OwnGenderUpdate): Promise<OwnGender> {
  return call(profileGenderEndpoints.setOwnGender, { body: input });
}

/**
 * The dialog words its own failures (field errors and a line of its own). A saved gender changes what
 * every game offers the viewer and what their own profile shows, so everything shown is refetched.
 */
export function useSetOwnGender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnGender,
    meta: { errorToast: false },
    // Not awaited: the action the player pressed goes on at once, without waiting for the refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
