import type { UpdateGameInput } from '@rally/shared/games/games.schemas';
import { seriesEndpoints } from '@rally/shared/games/series.endpoints';
import type { SeriesView } from '@rally/shared/games/series.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { refusalOr } from '../../../lib/api-error.ts';
import { gameKeys } from './game-keys.ts';

/** Under ['games']: a join, leave or cancel anywhere refreshes the series section too. */
export const seriesKey = (seriesId: string) => [...gameKeys.all, 'series', seriesId] as const;

/** The series section of a series game's page: schedule, upcoming games, regulars, abilities. */
export function useSeries(seriesId: string) {
  return useQuery({
    queryKey: seriesKey(seriesId),
    queryFn: ({ signal }): Promise<SeriesView> =>
      call(seriesEndpoints.getSeries, { params: { id: seriesId }, signal }),
  });
}

function useSeriesAction(run: () => Promise<{ message: string }>, failure: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { errorToast: refusalOr(failure) },
    onSuccess: (answer) => {
      toast.success(answer.message);
      onDone?.();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** "Join every week": a spot in every upcoming game of the series that has one, and in each new one. */
export const useJoinSeries = (seriesId: string) =>
  useSeriesAction(
    () => call(seriesEndpoints.joinSeries, { params: { id: seriesId } }),
    'Failed to join the series. Please try again.',
  );

/** Leaves the series: no spot in games made from now on. */
export const useLeaveSeries = (seriesId: string) =>
  useSeriesAction(
    () => call(seriesEndpoints.leaveSeries, { params: { id: seriesId } }),
    'Failed to leave the series. Please try again.',
  );

/** The host ends the series: its upcoming games are cancelled. */
export const useEndSeries = (seriesId: string, onEnded: () => void) =>
  useSeriesAction(
    () => call(seriesEndpoints.endSeries, { params: { id: seriesId } }),
    'Failed to end the series. Please try again.',
    onEnded,
  );

/** Edit game, "This and all following games": the form's fields for this game and every later one. */
export function useEditFollowingGames(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGameInput) =>
      call(seriesEndpoints.editFollowingGames, { params: { id: gameId }, body: input }),
    // The form shows the refusal itself, beside its field.
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
}

/** The host's regular spots (null: regulars may fill the game). */
export const useSetRegularsCap = (seriesId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (regularsCap: number | null) =>
      call(seriesEndpoints.setRegularsCap, { params: { id: seriesId }, body: { regularsCap } }),
    meta: { errorToast: refusalOr('Failed to save the regular spots. Please try again.') },
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.all }),
  });
};
