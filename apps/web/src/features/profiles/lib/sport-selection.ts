import { DEFAULT_SKILL_LEVEL, type SkillLevel, type SportName } from '@rally/shared/sports';

export type SportSelection = {
  sports: SportName[];
  sportSkills: Partial<Record<SportName, SkillLevel>>;
};

/**
 * Turns a sport on (at the end, beginner unless a level was chosen for it earlier in this edit) or off.
 * Turning a sport off keeps its level in the form, so switching it back on by mistake loses nothing;
 * levels of unselected sports are dropped when the form is saved (`skillsForSports`).
 */
export function toggleSport(selection: SportSelection, sport: SportName): SportSelection {
  if (selection.sports.includes(sport)) {
    return { ...selection, sports: selection.sports.filter((chosen) => chosen !== sport) };
  }
  return {
    sports: [...selection.sports, sport],
    sportSkills: { ...selection.sportSkills, [sport]: selection.sportSkills[sport] ?? DEFAULT_SKILL_LEVEL },
  };
}

/** The level shown for a selected sport: its chosen level, or the default. */
export function skillOf(selection: SportSelection, sport: SportName): SkillLevel {
  return selection.sportSkills[sport] ?? DEFAULT_SKILL_LEVEL;
}
