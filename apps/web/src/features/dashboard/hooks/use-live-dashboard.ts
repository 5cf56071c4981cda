import type { Dashboard } from '@rally/shared/dashboard/dashboard.schemas';
import { GAMES_TOPIC } from '@rally/shared/games/game-topics';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtime } from '../../../lib/realtime/use-realtime.ts';
import { dashboardKeys } from '../api/get-dashboard.ts';

/**
 * Friends' activity and popular places move with every game anywhere; refetching the dashboard on each
 * would send every open dashboard to the server at once on a busy evening, so those wait this long.
 */
export const DASHBOARD_REFRESH_DELAY_MS = 30_000;

/**
 * Keeps the dashboard live: a change to one of the viewer's upcoming games or games for you refetches it
 * at once; any other game's change refetches it once within {@link DASHBOARD_REFRESH_DELAY_MS}.
 */
export function useLiveDashboard() {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };

  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  useRealtime(GAMES_TOPIC, (event) => {
    if (event.type !== 'game.changed') return;
    const dashboards = queryClient.getQueriesData<Dashboard>({ queryKey: dashboardKeys.all });
    const mine = dashboards.some(([, dashboard]) =>
      [...(dashboard?.upcomingGames ?? []), ...(dashboard?.gamesForYou ?? [])].some(
        (game) => game.id === event.gameId,
      ),
    );
    if (mine) refresh();
    else pending.current ??= setTimeout(refresh, DASHBOARD_REFRESH_DELAY_MS);
  });
}
