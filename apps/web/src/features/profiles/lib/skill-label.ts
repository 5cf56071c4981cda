import type { SkillLevel } from '@rally/shared/sports';

/** 'intermediate' → 'Intermediate', for selects and chips. */
export function skillLabel(level: SkillLevel): string {
  return level.charAt(0).toUpperCase() + level.slice(1);
}
