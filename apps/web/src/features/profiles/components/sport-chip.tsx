import { type SkillLevel, sportInfo } from '@rally/shared/sports';
import { SportIcon } from '../../../components/sport-icon/sport-icon.tsx';
import { cn } from '../../../lib/cn.ts';
import { skillLabel } from '../lib/skill-label.ts';

/** A sport in its own colour (white text at 4.5:1 or better), with the player's level when known. */
export function SportChip({
  sport,
  skill,
  className,
}: {
  sport: string;
  skill?: SkillLevel | undefined;
  className?: string;
}) {
  const info = sportInfo(sport);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold text-white',
        className,
      )}
      style={{ backgroundColor: info.color }}
    >
      <SportIcon sport={info.name} />
      {info.label}
      {skill ? <span className="font-medium text-white/90">· {skillLabel(skill)}</span> : null}
    </span>
  );
}
