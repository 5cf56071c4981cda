import { FAIR_PLAY_LEVEL_LABELS, type FairPlayLevel } from '@rally/shared/fair-play/fair-play.constants';
import { AwardIcon, type LucideIcon, ShieldAlertIcon, ShieldCheckIcon, SproutIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { Badge } from './ui/badge.tsx';

/**
 * Each level's icon and colours. The text is the 900/950 shade on the 100 shade (and the reverse in the
 * dark theme), well above 4.5:1; the icon and the word carry the meaning, never the colour alone.
 */
const looks: Record<FairPlayLevel, { icon: LucideIcon; className: string }> = {
  great: {
    icon: AwardIcon,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  good: {
    icon: ShieldCheckIcon,
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  },
  needs_improvement: {
    icon: ShieldAlertIcon,
    className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  },
  new: {
    icon: SproutIcon,
    className: 'border bg-background text-foreground',
  },
};

/** "Fair play: Good", or with another lead-in ("Host's fair play: Great"): the badge's accessible name. */
export function fairPlayBadgeName(level: FairPlayLevel, leadIn = 'Fair play'): string {
  return `${leadIn}: ${FAIR_PLAY_LEVEL_LABELS[level]}`;
}

type FairPlayBadgeProps = {
  level: FairPlayLevel;
  /** What the level belongs to, shown before it ("Fair play: Good"), so it is never taken for a skill. */
  leadIn?: string;
  /** The level's word alone on screen, where a heading already says what it is; screen readers still hear the lead-in. */
  compact?: boolean;
  className?: string;
};

/**
 * A player's fair-play level as one small badge: its icon and "Fair play: Good", so the word next to a
 * name is never mistaken for a skill. Shared by the profile, the roster, the join requests, the game's
 * page and the game cards (there as the host's level).
 */
export function FairPlayBadge({
  level,
  leadIn = 'Fair play',
  compact = false,
  className,
}: FairPlayBadgeProps) {
  const { icon: Icon, className: colours } = looks[level];
  return (
    <Badge
      variant={null}
      className={cn(colours, className)}
      title={fairPlayBadgeName(level, leadIn)}
      data-fair-play-level={level}
    >
      <Icon aria-hidden className="size-3" />
      <span className={compact ? 'sr-only' : undefined}>{leadIn}: </span>
      {FAIR_PLAY_LEVEL_LABELS[level]}
    </Badge>
  );
}
