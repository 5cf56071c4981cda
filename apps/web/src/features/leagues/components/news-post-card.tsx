import type { NewsPost } from '@rally/shared/leagues/leagues.schemas';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { ConfirmAction } from '../../../components/confirm-action.tsx';
import { UNKNOWN_PLAYER } from '../../../components/player-avatar.tsx';
import { RemovedByModerator } from '../../../components/removed-by-moderator.tsx';
import { SafetyMenu } from '../../../components/safety/safety-menu.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatCalendarDate } from '../../../lib/date-format.ts';
import { useDeleteNewsPost } from '../api/delete-news-post.ts';
import { useRemoveNewsImage } from '../api/remove-news-image.ts';
import { ImageGallery } from './image-gallery.tsx';
import { NewsPostDialog } from './news-post-dialog.tsx';

type NewsPostCardProps = {
  leagueId: string;
  post: NewsPost;
  /** The creator edits and deletes posts and removes images. */
  canEdit: boolean;
};

/**
 * One news post: title, content as plain text with its line breaks, author, date and images; a tombstone
 * once a moderator removed it.
 */
export function NewsPostCard({ leagueId, post, canEdit }: NewsPostCardProps) {
  const remove = useDeleteNewsPost(leagueId);
  const removeImage = useRemoveNewsImage(leagueId);
  if (post.removed) return <RemovedNewsPost post={post} />;
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="text-lg font-semibold break-words">{post.title}</h3>
              <p className="text-sm text-muted-foreground">
                {post.author.name ?? UNKNOWN_PLAYER} ·{' '}
                <time dateTime={post.createdAt}>{formatCalendarDate(post.createdAt)}</time>
              </p>
            </div>
            {canEdit ? null : (
              <SafetyMenu
                label={`More actions for ${post.title}`}
                report={{
                  type: 'league_news_post',
                  id: post.id,
                  label: 'this post',
                  owner: { id: post.author.id, name: post.author.name ?? UNKNOWN_PLAYER },
                }}
              />
            )}
            {canEdit ? (
              <div className="flex gap-2">
                <NewsPostDialog
                  leagueId={leagueId}
                  post={post}
                  trigger={
                    <Button variant="outline" size="sm">
                      <PencilIcon aria-hidden />
                      Edit<span className="sr-only"> {post.title}</span>
                    </Button>
                  }
                />
                <ConfirmAction
                  trigger={
                    <Button variant="outline" size="sm">
                      <Trash2Icon aria-hidden />
                      Delete<span className="sr-only"> {post.title}</span>
                    </Button>
                  }
                  title="Delete this post?"
                  description={`"${post.title}" and its images will be removed for everyone.`}
                  confirmLabel="Delete Post"
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate(post.id)}
                />
              </div>
            ) : null}
          </div>
          {post.content ? <p className="text-sm break-words whitespace-pre-line">{post.content}</p> : null}
          <ImageGallery
            label={`Images of ${post.title}`}
            images={post.images.map((image) => ({ id: image.id, url: image.url, alt: post.title }))}
            onRemove={
              canEdit ? (image) => removeImage.mutate({ postId: post.id, imageId: image.id }) : undefined
            }
            removing={removeImage.isPending}
          />
        </CardContent>
      </Card>
    </li>
  );
}

/** A post a moderator removed: its author and date in its place, with a tombstone and nothing to act on. */
function RemovedNewsPost({ post }: { post: NewsPost }) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-2 pt-5">
          <RemovedByModerator className="w-fit" />
          <p className="text-sm text-muted-foreground">
            {post.author.name ?? UNKNOWN_PLAYER} ·{' '}
            <time dateTime={post.createdAt}>{formatCalendarDate(post.createdAt)}</time>
          </p>
        </CardContent>
      </Card>
    </li>
  );
}
