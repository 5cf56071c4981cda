import { ListOrderedIcon } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { errorMessage, isApiError } from '../../../../lib/api-error.ts';
import { useSeasonTable } from '../api/get-season-table.ts';
import { useLiveSeasonResults } from '../hooks/use-live-season-results.ts';
import { TableView } from './table-view.tsx';

export const SEASON_TABLE_LOAD_FAILED = 'Failed to load the table';

type SeasonTableProps = {
  seasonId: string;
  /** The season's league: when given, the table follows it live (a result that counts moves it). */
  leagueId?: string | undefined;
  /** The table's caption, read out before it: "Table" unless a page names the season. */
  caption?: string;
};

/** A season's table, with its loading, error and empty states; live when its league is known. */
export function SeasonTable({ seasonId, leagueId, caption = 'Table' }: SeasonTableProps) {
  useLiveSeasonResults(leagueId, seasonId);
  const { data, isPending, isError, error, refetch, isRefetching } = useSeasonTable(seasonId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading the table...</p>;
  if (isError) {
    // A refusal (a private league's visitor) says why; anything else may pass with a retry.
    return isApiError(error) && error.status < 500 ? (
      <LoadError message={errorMessage(error)} />
    ) : (
      <LoadError message={SEASON_TABLE_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  if (data.rows.length === 0) {
    return (
      <EmptyState
        icon={ListOrderedIcon}
        title="No teams yet"
        detail="The table appears once the season has its teams."
        bordered
      />
    );
  }
  return <TableView table={data} caption={caption} />;
}
