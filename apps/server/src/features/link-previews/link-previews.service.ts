import { sportInfo } from '@rally/shared/sports';
import { momentText } from '../../lib/date-text.ts';

/** What a shared link's preview card shows: never more than a visitor may see of the page. */
export type LinkPreview = { title: string; description: string };

type PublicGame = {
  title: string;
  sport: string;
  startsAt: Date;
  timeZone: string;
  maxPlayers: number;
  playersJoined: number;
  isPrivate: boolean;
};
type PublicLeague = { name: string; sport: string; memberCount: number; isPrivate: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function gameDate(game: PublicGame): string {
  return momentText(game.startsAt, game.timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * Link previews for shared game and league links (`/game/{id}`, `/leagues/{id}`). Only a public
 * game or league gets one, and only what its public listing shows (its title or name, sport, time,
 * head counts): no venue, no host, no description. Anything else answers undefined, and the page
 * keeps Rally's own title and description.
 */
export function createLinkPreviews(deps: {
  findGame: (id: string) => Promise<PublicGame | undefined>;
  findLeague: (id: string) => Promise<PublicLeague | undefined>;
}) {
  return async function previewFor(path: string): Promise<LinkPreview | undefined> {
    const [, section, id, ...rest] = path.split('/');
    if (!id || rest.length > 0 || !UUID.test(id)) return undefined;
    if (section === 'game') {
      const game = await deps.findGame(id);
      if (!game || game.isPrivate) return undefined;
      const sport = sportInfo(game.sport).label;
      return {
        title: `${game.title} · Rally`,
        description: `${sport}, ${gameDate(game)}: ${game.playersJoined} of ${game.maxPlayers} players so far. Join the game on Rally.`,
      };
    }
    if (section === 'leagues') {
      const league = await deps.findLeague(id);
      if (!league || league.isPrivate) return undefined;
      const sport = sportInfo(league.sport).label;
      const members = `${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'}`;
      return {
        title: `${league.name} · Rally`,
        description: `A ${sport.toLowerCase()} league on Rally with ${members}. Join it on Rally.`,
      };
    }
    return undefined;
  };
}

export type LinkPreviews = ReturnType<typeof createLinkPreviews>;
