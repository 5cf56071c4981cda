import { profilesEndpoints } from '@rally/shared/profiles/profiles.endpoints';
import type { DistanceUnitSetting } from '@rally/shared/profiles/profiles.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { distanceUnitQueryKey } from '../../../lib/distance-unit.ts';

export const DISTANCE_UNIT_SAVED = 'Distance unit saved.';
export const DISTANCE_UNIT_FAILED = 'Failed to save the distance unit';

export function updateDistanceUnit(input: DistanceUnitSetting): Promise<DistanceUnitSetting> {
  return call(profilesEndpoints.setDistanceUnit, { body: input });
}

/** Kilometres, miles, or the locale's (Settings → Units): every distance on screen follows at once. */
export function useUpdateDistanceUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDistanceUnit,
    meta: { errorToast: () => DISTANCE_UNIT_FAILED },
    onSuccess: (saved) => {
      queryClient.setQueryData(distanceUnitQueryKey, saved);
      toast.success(DISTANCE_UNIT_SAVED);
    },
  });
}
