import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { ImagesIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useLeagueMedia } from '../api/get-league-media.ts';
import { ImageGallery } from './image-gallery.tsx';
import { LeagueSectionCard } from './league-section-card.tsx';
import { MembersOnlyNote } from './members-only-note.tsx';

export const MEDIA_LOAD_FAILED = 'Failed to load league media';

/** The league page's Media tab: its saved text, then every image of the league's news. */
export function MediaTab({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <LeagueSectionCard league={league} tab="media" placeholder="Photos and videos from league games." />
      <section aria-labelledby="league-media-heading" className="flex flex-col gap-3">
        <h2 id="league-media-heading" className="text-lg font-bold">
          Photos
        </h2>
        {league.abilities.canSeeContent ? <LeagueImages leagueId={league.id} /> : <MembersOnlyNote />}
      </section>
    </div>
  );
}

function LeagueImages({ leagueId }: { leagueId: string }) {
  const { data, isPending, isError, refetch, isRefetching } = useLeagueMedia(leagueId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading media...</p>;
  if (isError)
    return <LoadError message={MEDIA_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={ImagesIcon}
        title="No photos yet"
        detail="Images added to news posts appear here."
        bordered
      />
    );
  }
  return (
    <ImageGallery
      label="League photos"
      images={data.map((image) => ({ id: image.id, url: image.url, alt: image.postTitle }))}
    />
  );
}
