import { leaguesEndpoints } from '@rally/shared/leagues/leagues.endpoints';
import { leagueMessages } from '@rally/shared/leagues/leagues.messages';
import type {
  LeagueDetail,
  LeagueSection,
  SectionTab,
  UpdateSectionInput,
} from '@rally/shared/leagues/leagues.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { call } from '../../../lib/api-client.ts';
import { toastLeagueTextError } from '../lib/inappropriate-content.ts';
import { leagueKeys } from './league-keys.ts';

/** The creator saves one tab's title and content; the answer is the saved section. */
export function updateLeagueSection(
  leagueId: string,
  tab: SectionTab,
  input: UpdateSectionInput,
): Promise<LeagueSection> {
  return call(leaguesEndpoints.updateLeagueSection, { params: { id: leagueId, tab }, body: input });
}

export function useUpdateLeagueSection(leagueId: string, tab: SectionTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSectionInput) => updateLeagueSection(leagueId, tab, input),
    meta: { errorToast: false },
    onError: toastLeagueTextError(leagueMessages.unexpected),
    onSuccess: (section) => {
      // The page reads sections from the league's detail: patch it so the saved text shows at once.
      queryClient.setQueryData<LeagueDetail>(leagueKeys.detail(leagueId), (league) =>
        league
          ? {
              ...league,
              sections: league.sections.some((saved) => saved.tab === section.tab)
                ? league.sections.map((saved) => (saved.tab === section.tab ? section : saved))
                : [...league.sections, section],
            }
          : league,
      );
      toast.success(leagueMessages.contentSaved);
    },
  });
}
