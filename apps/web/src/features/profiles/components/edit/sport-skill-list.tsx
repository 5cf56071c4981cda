import { SKILL_LEVELS, type SkillLevel, type SportName, sportInfo } from '@rally/shared/sports';
import { useId } from 'react';
import { SportIcon } from '../../../../components/sport-icon/sport-icon.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { skillLabel } from '../../lib/skill-label.ts';

type SportSkillListProps = {
  sports: readonly SportName[];
  skillOf: (sport: SportName) => SkillLevel;
  onSkillChange: (sport: SportName, level: SkillLevel) => void;
};

/** One skill level per selected sport, in the order the sports were picked. */
export function SportSkillList({ sports, skillOf, onSkillChange }: SportSkillListProps) {
  const id = useId();
  if (sports.length === 0) return null;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {sports.map((sport) => {
        const info = sportInfo(sport);
        const selectId = `${id}-${sport.replace(/\s/g, '-')}`;
        return (
          <li key={sport} className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2">
            <label
              htmlFor={selectId}
              className="flex min-w-0 flex-1 items-center gap-2 text-sm font-semibold"
            >
              <SportIcon sport={info.name} className="text-lg" />
              {/* One inline run, so the select is named "Tennis skill level" with its space. */}
              <span className="truncate">
                {info.label}
                <span className="sr-only"> skill level</span>
              </span>
            </label>
            <NativeSelect
              id={selectId}
              value={skillOf(sport)}
              onChange={(event) => onSkillChange(sport, event.target.value as SkillLevel)}
              className="h-10 w-auto shrink-0"
            >
              {SKILL_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {skillLabel(level)}
                </option>
              ))}
            </NativeSelect>
          </li>
        );
      })}
    </ul>
  );
}
