import { sportInfo } from '@rally/shared/sports';
import { cn } from '../lib/cn.ts';
import { SportIcon } from './sport-icon/sport-icon.tsx';

const SIZES = { md: 'size-10 text-lg', lg: 'size-12 text-2xl' } as const;

/**
 * A sport's emoji on a disc of the sport's colour. Hidden from screen readers: it always stands
 * beside text that names the sport.
 */
export function SportDisc({ sport, size = 'md' }: { sport: string; size?: keyof typeof SIZES }) {
  const info = sportInfo(sport);
  return (
    <span
      aria-hidden
      className={cn('flex shrink-0 items-center justify-center rounded-full', SIZES[size])}
      style={{ backgroundColor: info.color }}
    >
      <SportIcon sport={info.name} />
    </span>
  );
}
