import type { FixtureList } from '@rally/shared/seasons/fixtures.schemas';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { CalendarPlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { feedAddress } from '../lib/feed-address.ts';

async function copy(address: string, what: string) {
  try {
    await navigator.clipboard.writeText(feedAddress(address));
    toast.success(`The link to ${what} is copied: add it to your calendar app as a subscription`);
  } catch {
    toast.error('The link could not be copied. Please try again.');
  }
}

/**
 * The season's calendar feed and the viewer's team's, as copy-link buttons: a calendar app subscribed
 * to either keeps up as fixtures are added or moved.
 */
export function CalendarFeeds({ season, feeds }: { season: SeasonDetail; feeds: FixtureList['feeds'] }) {
  const myTeam = season.teams.find((team) => team.id === season.viewer.teamId);
  const myFeed = myTeam ? feeds.teams.find((feed) => feed.teamId === myTeam.id) : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void copy(feeds.season, "the season's calendar")}>
        <CalendarPlusIcon aria-hidden /> Subscribe to the season's calendar
      </Button>
      {myTeam && myFeed ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy(myFeed.url, `${myTeam.name}'s calendar`)}
        >
          <CalendarPlusIcon aria-hidden /> Subscribe to {myTeam.name}'s calendar
        </Button>
      ) : null}
    </div>
  );
}
