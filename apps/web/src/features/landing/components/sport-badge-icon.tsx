import { SPORT_ICON_FILES } from '../../../components/sport-icon/sport-icon-files.ts';
import { cn } from '../../../lib/cn.ts';
import type { FeaturedSport } from '../lib/featured-sports.ts';

/**
 * A sport's bundled Twemoji SVG, the same file the app's SportIcon draws, sized by the text around
 * it. Decorative: the sport's name is always written beside it. Lazy, so icons below the fold
 * wait until the visitor scrolls to them.
 */
export function SportBadgeIcon({ sport, className }: { sport: FeaturedSport; className?: string }) {
  return (
    <img
      src={SPORT_ICON_FILES[sport.icon]}
      alt=""
      aria-hidden
      width={16}
      height={16}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn('inline-block size-[1em] shrink-0 align-[-0.125em]', className)}
    />
  );
}
