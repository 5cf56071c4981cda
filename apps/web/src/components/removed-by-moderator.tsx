import { moderationTexts } from '@rally/shared/moderation/moderation.constants';
import { BanIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * What stands where a moderator removed a message, chat line, news post or review: a muted line in the
 * removed item's place, so the thread or list keeps its shape and nobody wonders what a reply answered.
 * The removed text never reaches the browser (the server empties it).
 */
export function RemovedByModerator({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 rounded-2xl border border-dashed px-3.5 py-2 text-sm text-muted-foreground italic',
        className,
      )}
    >
      <BanIcon className="size-3.5 shrink-0" aria-hidden />
      {moderationTexts.tombstone}
    </p>
  );
}
