import { DEFAULT_SPORT_ICON, sportInfo } from '@rally/shared/sports';
import { cn } from '../../lib/cn.ts';
import { SPORT_ICON_FILES } from './sport-icon-files.ts';

type SportIconProps = {
  sport: string;
  /**
   * `decorative` (the default) hides the icon from screen readers: a visible label names the sport
   * beside it. `named` gives the icon the sport's name, for places where it stands alone.
   */
  label?: 'decorative' | 'named';
  className?: string;
};

/**
 * A sport's emoji drawn from the bundled Twemoji SVGs, so it looks the same on every device (no
 * empty boxes where the system has no colour emoji). One em square, so it sizes like the text
 * it replaces; pass a text size in `className` to grow it.
 */
export function SportIcon({ sport, label = 'decorative', className }: SportIconProps) {
  const info = sportInfo(sport);
  const src = SPORT_ICON_FILES[info.icon] ?? SPORT_ICON_FILES[DEFAULT_SPORT_ICON];
  const named = label === 'named';
  return (
    <img
      src={src}
      alt={named ? info.label : ''}
      aria-hidden={named ? undefined : true}
      width={16}
      height={16}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn('inline-block size-[1em] shrink-0 align-[-0.125em]', className)}
    />
  );
}
