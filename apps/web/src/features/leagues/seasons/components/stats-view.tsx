import type { SeasonPlayerStat, SeasonStats } from '@rally/shared/seasons/results.schemas';
import { useId } from 'react';
import { TeamSwatch } from './table-team-swatch.tsx';

/** A player whose account is gone still counted for their team. */
export const playerName = (player: SeasonPlayerStat) => player.user.name ?? 'Former player';

/**
 * The season's player numbers: the five leaders by the season's stat (or by appearances when it counts
 * none), then every player who appeared, in the order the server ranks them.
 */
export function StatsView({ stats, leadersOnly = false }: { stats: SeasonStats; leadersOnly?: boolean }) {
  const measure = stats.statLabel ?? 'Appearances';
  const headingId = useId();
  const value = (player: SeasonPlayerStat) => (stats.statLabel ? player.stat : player.appearances);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="font-bold">
          Leaders: {measure}
        </h3>
        <ol className="divide-y rounded-lg border">
          {stats.leaders.map((player, index) => (
            <li key={player.user.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-5 text-right text-muted-foreground tabular-nums">{index + 1}</span>
              <TeamSwatch colour={player.team.colour} />
              <span className="min-w-0 flex-1 break-words">
                <span className="font-semibold">{playerName(player)}</span>
                <span className="text-muted-foreground"> · {player.team.name}</span>
              </span>
              <span className="font-bold tabular-nums">
                {value(player)}
                <span className="sr-only"> {measure.toLowerCase()}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      {leadersOnly ? null : <PlayersTable stats={stats} />}
    </div>
  );
}

function PlayersTable({ stats }: { stats: SeasonStats }) {
  return (
    <>
      {/* Focusable so a keyboard can scroll the table sideways on a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="relative w-0 min-w-full overflow-x-auto" tabIndex={0} aria-label="Player stats">
        <table className="w-full min-w-[28rem] text-sm">
          <caption className="sr-only">
            Every player's appearances{stats.statLabel ? ` and ${stats.statLabel.toLowerCase()}` : ''}
          </caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="px-2 py-2 font-medium">
                Player
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Team
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Appearances
              </th>
              {stats.statLabel ? (
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {stats.statLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {stats.players.map((player) => (
              <tr key={player.user.id} className="border-b last:border-0">
                <th scope="row" className="px-2 py-2 text-left font-semibold break-words">
                  {playerName(player)}
                </th>
                <td className="px-2 py-2">
                  <span className="flex items-center gap-2">
                    <TeamSwatch colour={player.team.colour} />
                    <span className="break-words">{player.team.name}</span>
                  </span>
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{player.appearances}</td>
                {stats.statLabel ? (
                  <td className="px-2 py-2 text-right tabular-nums">{player.stat}</td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
