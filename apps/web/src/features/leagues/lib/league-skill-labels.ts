import type { LeagueSkillLevel } from '@rally/shared/leagues/leagues.schemas';

/** League forms' skill levels as people read them (spec document 2 §9). */
export const leagueSkillLabels: Readonly<Record<LeagueSkillLevel, string>> = {
  beginner: 'Beginner',
  casual: 'Casual',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};
