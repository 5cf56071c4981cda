import { cn } from '../../../../lib/cn.ts';

/** A team's colour as a small round swatch beside its name; decoration only, the name says who it is. */
export function TeamSwatch({ colour, className }: { colour: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('inline-block size-3 shrink-0 rounded-full border border-black/10', className)}
      style={{ backgroundColor: colour }}
    />
  );
}
