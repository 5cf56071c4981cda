import { sportInfo } from '@rally/shared/sports';
import { cn } from '../../../lib/cn.ts';

/** Sports as small coloured chips: emoji and label (each colour keeps white text at 4.5:1). */
export function SportChips({ sports, className }: { sports: readonly string[]; className?: string }) {
  if (sports.length === 0) return null;
  return (
    <ul aria-label="Sports" className={cn('flex flex-wrap gap-1.5', className)}>
      {sports.map((sport) => {
        const info = sportInfo(sport);
        return (
          <li
            key={info.name}
            className="inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold text-white"
            style={{ backgroundColor: info.color }}
          >
            <span aria-hidden>{info.icon}</span>
            {info.label}
          </li>
        );
      })}
    </ul>
  );
}
