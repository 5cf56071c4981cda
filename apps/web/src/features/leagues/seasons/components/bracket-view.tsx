import type { SeasonBracket } from '@rally/shared/seasons/results.schemas';
import { BracketChampion } from './bracket-champion.tsx';
import { BracketGame } from './bracket-game.tsx';
import { bracketRounds, gameName, placeholders } from './bracket-layout.ts';

/**
 * The playoff bracket: one column per round on a wide screen, the rounds stacked on a phone, the
 * third-place game after the final, and the champion above it all once there is one.
 */
export function BracketView({ bracket }: { bracket: SeasonBracket }) {
  const rounds = bracketRounds(bracket.games);
  const thirdPlace = bracket.games.find((game) => game.isThirdPlace);
  return (
    <div className="flex flex-col gap-4">
      {bracket.champion ? <BracketChampion champion={bracket.champion} /> : null}
      <ol aria-label="Playoff rounds" className="grid gap-4 md:auto-cols-fr md:grid-flow-col">
        {rounds.map((round) => (
          <li key={round.round} className="flex min-w-0 flex-col gap-2">
            <h3 className="font-bold">{round.name}</h3>
            <div className="flex flex-1 flex-col justify-around gap-2">
              {round.games.map((game) => (
                <BracketGame
                  key={game.slot}
                  game={game}
                  name={gameName(round, game)}
                  placeholders={placeholders(rounds, game)}
                />
              ))}
            </div>
          </li>
        ))}
      </ol>
      {thirdPlace ? (
        <section aria-label="Third-place game" className="flex flex-col gap-2 md:max-w-xs">
          <h3 className="font-bold">{thirdPlace.roundName || 'Third place'}</h3>
          <BracketGame
            game={thirdPlace}
            name={thirdPlace.roundName || 'Third place'}
            placeholders={placeholders(rounds, thirdPlace)}
          />
        </section>
      ) : null}
    </div>
  );
}
