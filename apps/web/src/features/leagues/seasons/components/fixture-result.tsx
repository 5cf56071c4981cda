import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { Badge } from '../../../../components/ui/badge.tsx';
import { ResultConfirmButton } from './result-confirm-button.tsx';
import { ResultDisputeDialog } from './result-dispute-dialog.tsx';
import { ResultReportDialog } from './result-report-dialog.tsx';

/** "Aces went through" when a playoff level on score was decided otherwise. */
function wentThrough(fixture: Fixture): string | null {
  const { homeScore, awayScore, winnerTeamId } = fixture.result;
  if (winnerTeamId === null || homeScore !== awayScore) return null;
  const team = [fixture.home, fixture.away].find((side) => side.id === winnerTeamId);
  return team ? `${team.name} went through` : null;
}

/**
 * A fixture's result where its fixture is listed: the score (and whether it still waits for the other
 * captain, or is disputed), then exactly the actions the server allows the viewer (report, confirm,
 * dispute, settle).
 */
export function FixtureResult({ fixture, season }: { fixture: Fixture; season: SeasonDetail }) {
  const { result, can } = fixture;
  const hasScore = result.homeScore !== null && result.awayScore !== null;
  const through = wentThrough(fixture);
  const leagueId = season.league.id;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {hasScore ? (
        <span className="font-bold tabular-nums">
          <span className="sr-only">
            Score: {fixture.home.name} {result.homeScore}, {fixture.away.name} {result.awayScore}
          </span>
          <span aria-hidden>
            {result.homeScore}–{result.awayScore}
          </span>
        </span>
      ) : null}
      {through ? <span className="text-muted-foreground">({through})</span> : null}
      {result.status === 'reported' ? <Badge variant="secondary">Result awaiting confirmation</Badge> : null}
      {result.status === 'disputed' ? (
        <Badge variant="outline" className="border-destructive text-destructive">
          Disputed
        </Badge>
      ) : null}
      {result.status === 'disputed' && result.disputeReason ? (
        <span className="basis-full text-muted-foreground break-words">Why: {result.disputeReason}</span>
      ) : null}
      {can.report ? <ResultReportDialog fixture={fixture} season={season} mode="report" /> : null}
      {can.confirm ? <ResultConfirmButton fixture={fixture} leagueId={leagueId} /> : null}
      {can.dispute ? <ResultDisputeDialog fixture={fixture} leagueId={leagueId} /> : null}
      {can.settle ? <ResultReportDialog fixture={fixture} season={season} mode="settle" /> : null}
    </div>
  );
}
