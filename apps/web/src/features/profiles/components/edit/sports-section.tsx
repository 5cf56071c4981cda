import type { SkillLevel, SportName } from '@rally/shared/sports';
import { type SportSelection, skillOf, toggleSport } from '../../lib/sport-selection.ts';
import { SportPicker } from './sport-picker.tsx';
import { SportSkillList } from './sport-skill-list.tsx';

type SportsSectionProps = {
  selection: SportSelection;
  onChange: (selection: SportSelection) => void;
  error: string | undefined;
};

/** Pick sports, then set a level for each one picked (beginner until changed). */
export function SportsSection({ selection, onChange, error }: SportsSectionProps) {
  const setSkill = (sport: SportName, level: SkillLevel) =>
    onChange({ ...selection, sportSkills: { ...selection.sportSkills, [sport]: level } });
  return (
    <div className="grid gap-6">
      <SportPicker
        selected={selection.sports}
        onToggle={(sport) => onChange(toggleSport(selection, sport))}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      {selection.sports.length > 0 ? (
        <div className="grid gap-3">
          <h3 className="font-semibold">Skill levels</h3>
          <SportSkillList
            sports={selection.sports}
            skillOf={(sport) => skillOf(selection, sport)}
            onSkillChange={setSkill}
          />
        </div>
      ) : null}
    </div>
  );
}
