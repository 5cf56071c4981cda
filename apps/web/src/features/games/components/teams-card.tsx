import type { GameDetail } from '@rally/shared/games/games.schemas';
import { TrophyIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { MakeTeamsButton } from './make-teams-dialog.tsx';
import { RecordResultButton } from './record-result-dialog.tsx';
import { formatAverage } from './team-average.ts';

/** "Reds won 5–3" (the winner's score first, then the best other), "Draw 2–2", or only the words. */
function resultLine(game: GameDetail): string | null {
  if (!game.result || !game.teams) return null;
  const teams = game.teams.teams;
  const scores = teams.map((team) => team.score);
  const scored = scores.every((score) => score !== null);
  if (game.result.winner === null) return scored ? `Draw ${scores[0]}–${scores[1]}` : 'Draw';
  const winner = teams.find((team) => team.no === game.result?.winner);
  const best = Math.max(...teams.filter((team) => team !== winner).map((team) => team.score ?? 0));
  return `${winner?.name ?? 'A team'} won${scored ? ` ${winner?.score}–${best}` : ''}`;
}

/**
 * The game's teams (issue 27 §3, §4): each team's name, average, members and (once recorded) score, and
 * the result; with "Make teams" and "Record result" for the host or a co-host when the server allows.
 * Hidden when there is nothing to show or do.
 */
export function TeamsCard({ game }: { game: GameDetail }) {
  const { teams } = game;
  const { canMakeTeams, canRecordResult } = game.abilities;
  if (!teams && !canMakeTeams) return null;
  const result = resultLine(game);
  return (
    <Card role="region" aria-labelledby="teams-title">
      <CardHeader>
        <CardTitle id="teams-title" className="text-lg">
          Teams
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {result ? (
          <p className="flex items-center gap-2 font-semibold">
            <TrophyIcon aria-hidden className="size-5 text-primary" />
            {result}
          </p>
        ) : null}
        {teams ? (
          <ul aria-label="Teams" className="grid gap-3 sm:grid-cols-2">
            {teams.teams.map((team) => (
              <li key={team.no} className="grid gap-1.5 rounded-lg border p-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="font-semibold">{team.name}</h3>
                  {team.score !== null ? <Badge variant="secondary">Score {team.score}</Badge> : null}
                </div>
                <p className="text-sm text-muted-foreground">
                  {team.members.length} {team.members.length === 1 ? 'player' : 'players'} · average{' '}
                  {formatAverage(team.average)}
                </p>
                <ul aria-label={`${team.name} players`} className="text-sm">
                  {team.members.map((member) => (
                    <li key={member.userId ?? member.guestId}>{member.name}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No teams yet. Split everyone on the roster into balanced teams.
          </p>
        )}
        {canMakeTeams || canRecordResult ? (
          <div className="flex flex-wrap gap-2">
            <MakeTeamsButton game={game} />
            <RecordResultButton game={game} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
