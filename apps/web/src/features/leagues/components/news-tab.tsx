import type { LeagueDetail } from '@rally/shared/leagues/leagues.schemas';
import { NewspaperIcon, PlusIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useLeagueNews } from '../api/get-league-news.ts';
import { LeagueSectionCard } from './league-section-card.tsx';
import { MembersOnlyNote } from './members-only-note.tsx';
import { NewsPostCard } from './news-post-card.tsx';
import { NewsPostDialog } from './news-post-dialog.tsx';

export const NEWS_LOAD_FAILED = 'Failed to load league news';

/** The league page's News tab: its saved text, then the posts newest first; the creator writes them. */
export function NewsTab({ league }: { league: LeagueDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <LeagueSectionCard league={league} tab="news" placeholder="League news and announcements." />
      <section aria-labelledby="league-posts-heading" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="league-posts-heading" className="text-lg font-bold">
            Posts
          </h2>
          {league.abilities.canEdit ? (
            <NewsPostDialog
              leagueId={league.id}
              trigger={
                <Button>
                  <PlusIcon aria-hidden />
                  New Post
                </Button>
              }
            />
          ) : null}
        </div>
        {league.abilities.canSeeContent ? (
          <NewsPosts leagueId={league.id} canEdit={league.abilities.canEdit} />
        ) : (
          <MembersOnlyNote />
        )}
      </section>
    </div>
  );
}

function NewsPosts({ leagueId, canEdit }: { leagueId: string; canEdit: boolean }) {
  const { data, isPending, isError, refetch, isRefetching } = useLeagueNews(leagueId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading news...</p>;
  if (isError)
    return <LoadError message={NEWS_LOAD_FAILED} onRetry={() => refetch()} retrying={isRefetching} />;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={NewspaperIcon}
        title="No news yet"
        detail={
          canEdit ? 'Share the first update with your league.' : 'Posts from the league creator appear here.'
        }
        bordered
      />
    );
  }
  return (
    <ul aria-label="League news" className="flex flex-col gap-3">
      {data.map((post) => (
        <NewsPostCard key={post.id} leagueId={leagueId} post={post} canEdit={canEdit} />
      ))}
    </ul>
  );
}
