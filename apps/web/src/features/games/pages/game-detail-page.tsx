import { calendarEndpoints } from '@rally/shared/calendar/calendar.endpoints';
import { gameMessages } from '@rally/shared/games/games.messages';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import { CalendarPlusIcon, CalendarXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PhoneActionBar } from '../../../components/layout/phone-action-bar.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { ShareAndDirections } from '../../../components/share-and-directions.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { paths } from '../../../config/paths.ts';
import { endpointUrl } from '../../../lib/api-client.ts';
import { useGame } from '../api/get-game.ts';
import { AttendanceSection } from '../components/attendance-section.tsx';
import { CheckInCard } from '../components/check-in-card.tsx';
import { GameHeader } from '../components/game-header.tsx';
import {
  GameLoading,
  GameNotFound,
  GamePageBackLink,
  isGameMissing,
} from '../components/game-load-states.tsx';
import { GameRoster } from '../components/game-roster.tsx';
import { GameRulesSection } from '../components/game-rules-section.tsx';
import { GameSummaryCard } from '../components/game-summary-card.tsx';
import { HostTools } from '../components/host-tools.tsx';
import { JoinActions } from '../components/join-actions.tsx';
import { LeagueFixturePanel } from '../components/league-fixture-panel.tsx';
import { SeriesSection } from '../components/series-section.tsx';
import { TeamsCard } from '../components/teams-card.tsx';
import { WaitlistCard } from '../components/waitlist-card.tsx';
import { WhatToExpectCard } from '../components/what-to-expect-card.tsx';
import { useLiveGame } from '../hooks/use-live-game.ts';

/** Where the page was opened from: /game/{id} (Find Games) or /my-games/{id} (the spec's own-game route). */
export type GamePageOrigin = 'find' | 'my-games';

const way = {
  find: { back: 'Back to Find Games', to: paths.find.getHref(), label: 'Find Games' },
  'my-games': { back: 'Back to My Games', to: paths.myGames.getHref(), label: 'Go to My Games' },
} as const;

/**
 * One game's page (spec document 2 §2), at /game/{id} and at /my-games/{id}: one request draws it, and
 * what shows follows the viewer (host, player, anyone else, as the server's abilities say) and the
 * game's state (upcoming or played). Only the way back differs by where it was opened from. The
 * page follows the game live, and says so if it is cancelled meanwhile.
 */
export function GameDetailPage({
  gameId,
  from = 'find',
  chat,
}: {
  gameId: string;
  from?: GamePageOrigin;
  /** The game's chat, drawn by the game-chat feature for those who may read it (the app composes it). */
  chat?: (game: GameDetail) => ReactNode;
}) {
  const game = useGame(gameId);
  const { cancelled } = useLiveGame(gameId, game.data?.relation);
  const back = way[from];

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <GamePageBackLink to={back.to}>{back.back}</GamePageBackLink>
      {cancelled ? (
        <EmptyState
          bordered
          icon={CalendarXIcon}
          title="This game was cancelled"
          detail="The host cancelled this game. Find another one to play."
          action={
            <Button asChild>
              <Link to={paths.find.getHref()}>Find Games</Link>
            </Button>
          }
        />
      ) : game.isPending ? (
        <GameLoading />
      ) : game.isError ? (
        isGameMissing(game.error) ? (
          <GameNotFound
            detail="This game may have been cancelled, or the link is wrong."
            action={{ to: back.to, label: back.label }}
          />
        ) : (
          <LoadError
            message={gameMessages.loadFailed}
            detail={gameMessages.fetchFailed}
            onRetry={() => void game.refetch()}
            retrying={game.isFetching}
          />
        )
      ) : (
        <Game game={game.data} chat={chat} />
      )}
    </div>
  );
}

/** The viewer has something to do now (join, ask, wait in line or leave): worth keeping in reach. */
const hasPrimaryAction = ({ abilities }: GameDetail) =>
  abilities.canJoin ||
  abilities.canRequest ||
  abilities.canJoinWaitlist ||
  abilities.canLeaveWaitlist ||
  abilities.canLeave;

function Game({ game, chat }: { game: GameDetail; chat?: (game: GameDetail) => ReactNode }) {
  const played = game.completed && (game.relation === 'host' || game.relation === 'participant');
  return (
    <>
      <GameHeader
        game={game}
        actions={
          <div className="flex flex-wrap gap-2">
            <ShareAndDirections
              title={game.title}
              url={paths.game.getHref(game.id)}
              destination={{ label: game.location, latitude: game.latitude, longitude: game.longitude }}
            />
            <CalendarButton game={game} />
            <SafetyMenu
              label="More actions for this game"
              showText
              report={{
                type: 'game',
                id: game.id,
                label: 'this game',
                owner: { id: game.host.id, name: game.host.name ?? UNKNOWN_PLAYER },
              }}
            />
          </div>
        }
      />
      {game.fixture ? <LeagueFixturePanel fixture={game.fixture} /> : null}
      <GameRulesSection game={game} />
      <PhoneActionBar active={hasPrimaryAction(game)}>
        <JoinActions game={game} />
      </PhoneActionBar>
      {played ? <GameSummaryCard game={game} /> : null}
      <CheckInCard game={game} />
      <HostTools game={game} />
      {game.series ? <SeriesSection game={game} /> : null}
      <WhatToExpectCard game={game} />
      {game.abilities.canSeeRoster ? <GameRoster game={game} /> : null}
      <TeamsCard game={game} />
      <AttendanceSection game={game} />
      {game.relation === 'host' || game.viewer.isCohost ? <WaitlistCard game={game} /> : null}
      {game.abilities.canChat ? chat?.(game) : null}
    </>
  );
}

/** The calendar file: public games for anyone, private ones for their players (as the server allows). */
function CalendarButton({ game }: { game: GameDetail }) {
  if (game.completed) return null;
  if (game.isPrivate && game.relation !== 'host' && game.relation !== 'participant') return null;
  return (
    <Button asChild variant="outline">
      <a href={endpointUrl(calendarEndpoints.downloadGameCalendar.path, { id: game.id })} download>
        <CalendarPlusIcon aria-hidden />
        Add to calendar
      </a>
    </Button>
  );
}
