import { PreviewChat } from './preview-chat.tsx';
import { PreviewGameCard } from './preview-game-card.tsx';
import { PreviewMap } from './preview-map.tsx';

/**
 * The hero's picture of the product: a map of games nearby, a game card and a chat, built from
 * markup and theme tokens rather than a screenshot, so it is sharp at any size, weighs a few
 * kilobytes and follows the theme. It is illustration: hidden from screen readers, which hear the
 * one-sentence summary instead.
 */
export function ProductPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <figcaption className="sr-only">
        A preview of Rally: a map with games near you, a pickup basketball game with 3 spots left, and a
        teammate's message in the game chat.
      </figcaption>
      <div aria-hidden className="pointer-events-none select-none">
        <div className="overflow-hidden rounded-2xl border bg-card shadow-xl">
          <div className="flex items-center justify-between border-b px-4 py-2.5">
            <span className="text-sm font-bold">Games near you</span>
            <span className="text-xs font-medium text-muted-foreground">Within 5 mi</span>
          </div>
          <PreviewMap />
          <div className="h-24" />
        </div>
        <div className="absolute inset-x-3 bottom-3 sm:inset-x-5">
          <PreviewGameCard />
        </div>
        <div className="absolute top-12 right-2 w-56 sm:-right-4 sm:w-64">
          <PreviewChat />
        </div>
      </div>
    </figure>
  );
}
