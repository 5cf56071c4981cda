import type { SeasonTable } from '@rally/shared/seasons/results.schemas';
import { TIEBREAKER_LABELS } from '@rally/shared/seasons/seasons.constants';
import { cn } from '../../../../lib/cn.ts';
import { TableForm } from './table-form.tsx';
import { TeamSwatch } from './table-team-swatch.tsx';

/** Each short column heading and what it stands for, read out in full. */
const COLUMNS = [
  { short: 'P', long: 'Played' },
  { short: 'W', long: 'Won' },
  { short: 'D', long: 'Drawn' },
  { short: 'L', long: 'Lost' },
  { short: 'F', long: 'Scored (for)' },
  { short: 'A', long: 'Conceded (against)' },
  { short: 'GD', long: 'Score difference' },
  { short: 'Pts', long: 'Points' },
] as const;

/** "Level on points, teams are ranked by head to head, then score difference, then scored." */
export function tiebreakersText(tiebreakers: SeasonTable['tiebreakers']): string {
  if (tiebreakers.length === 0) return 'Teams level on points share their place.';
  const words = tiebreakers.map((tiebreaker, index) => {
    const label = TIEBREAKER_LABELS[tiebreaker];
    return index === 0 ? label.toLowerCase() : `then ${label.toLowerCase()}`;
  });
  return `Level on points, teams are ranked by ${words.join(', ')}.`;
}

const pointsText = (points: number) => (points === 1 ? '1 point' : `${points} points`);

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * The season's table as a real table: short headings explained, each team's colour and form, a line
 * under the last playoff place, and the tiebreakers in words. On a phone it scrolls sideways inside its
 * own box, never widening the page.
 */
export function TableView({ table, caption }: { table: SeasonTable; caption: string }) {
  const playoffTeams = Math.min(table.playoffTeams, table.rows.length);
  const { win, draw, loss } = table.points;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {/* Focusable so a keyboard can scroll the table sideways on a phone. Width 0 but at least its box,
          and positioned so the screen-reader texts in its cells stay inside it: the table's width never
          widens the page around it, it only scrolls here. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="relative w-0 min-w-full overflow-x-auto" tabIndex={0} aria-label={caption}>
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="px-2 py-2 text-right font-medium">
                <abbr title="Position" aria-hidden className="no-underline">
                  #
                </abbr>
                <span className="sr-only">Position</span>
              </th>
              <th scope="col" className="px-2 py-2 font-medium">
                Team
              </th>
              {COLUMNS.map((column) => (
                <th key={column.short} scope="col" className="px-2 py-2 text-right font-medium">
                  <abbr title={column.long} aria-hidden className="no-underline">
                    {column.short}
                  </abbr>
                  <span className="sr-only">{column.long}</span>
                </th>
              ))}
              <th scope="col" className="px-2 py-2 font-medium">
                Form<span className="sr-only"> (last five, oldest first)</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => {
              const lastPlayoffPlace = playoffTeams > 0 && row.position === playoffTeams;
              return (
                <tr
                  key={row.team.id}
                  data-playoff-line={lastPlayoffPlace ? 'true' : undefined}
                  className={cn(
                    'border-b last:border-0',
                    lastPlayoffPlace && 'border-b-2 border-b-primary border-dashed',
                  )}
                >
                  <td className="px-2 py-2 text-right tabular-nums">
                    {row.position}
                    {row.position <= playoffTeams ? <span className="sr-only"> (playoff place)</span> : null}
                  </td>
                  <th scope="row" className="px-2 py-2 text-left font-semibold">
                    <span className="flex min-w-0 items-center gap-2">
                      <TeamSwatch colour={row.team.colour} />
                      <span className="break-words">{row.team.name}</span>
                    </span>
                  </th>
                  <NumberCell>{row.played}</NumberCell>
                  <NumberCell>{row.won}</NumberCell>
                  <NumberCell>{row.drawn}</NumberCell>
                  <NumberCell>{row.lost}</NumberCell>
                  <NumberCell>{row.scored}</NumberCell>
                  <NumberCell>{row.conceded}</NumberCell>
                  <NumberCell>{signed(row.difference)}</NumberCell>
                  <td className="px-2 py-2 text-right font-bold tabular-nums">{row.points}</td>
                  <td className="px-2 py-2">
                    <TableForm form={row.form} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground">
        {playoffTeams > 0 ? (
          <p className="flex items-center gap-2">
            <span aria-hidden className="inline-block w-6 border-t-2 border-dashed border-primary" />
            Playoffs: the top {playoffTeams} go through to the playoffs.
          </p>
        ) : null}
        <p>
          {pointsText(win)} for a win, {draw} for a draw, {loss} for a loss.{' '}
          {tiebreakersText(table.tiebreakers)}
        </p>
      </div>
    </div>
  );
}

function NumberCell({ children }: { children: string | number }) {
  return <td className="px-2 py-2 text-right tabular-nums">{children}</td>;
}
