import { DEFAULT_SKILL_LEVEL, type SkillLevel } from '../sports.ts';

/**
 * Skill levels as numbers, for comparing two players. The edit screen stores words (spec document 1 §5);
 * some older views store 1 to 5 (spec document 1 §3), which are taken as they are.
 * casual = 1, beginner = 2, intermediate = 3, advanced = 4.
 */
export const SKILL_RANKS: Readonly<Record<SkillLevel, number>> = {
  casual: 1,
  beginner: 2,
  intermediate: 3,
  advanced: 4,
};

/** Each shared sport is worth this much, plus up to SKILL_CLOSENESS_MAX for players of similar skill. */
export const SHARED_SPORT_POINTS = 10;
export const SKILL_CLOSENESS_MAX = 5;

const normalise = (sport: string) => sport.trim().replace(/\s+/g, ' ').toLowerCase();

/** A skill as a number: a level word, or 1 to 5; anything else counts as the default level (beginner). */
export function skillRank(level: unknown): number {
  if (typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5) return level;
  if (typeof level === 'string') {
    const word = level.trim().toLowerCase();
    if (word in SKILL_RANKS) return SKILL_RANKS[word as SkillLevel];
    if (/^[1-5]$/.test(word)) return Number(word);
  }
  return SKILL_RANKS[DEFAULT_SKILL_LEVEL];
}

/**
 * The skill of each sport a person plays, keyed by normalised sport name. Only sports in their list count
 * (sport_skills may keep levels of sports they dropped); a sport without a level counts as beginner.
 */
export function playedSkills(profile: {
  sports: readonly string[];
  sportSkills: Readonly<Record<string, unknown>>;
}): Record<string, number> {
  const levels = new Map(
    Object.entries(profile.sportSkills).map(([sport, level]) => [normalise(sport), level]),
  );
  const skills: Record<string, number> = {};
  for (const sport of profile.sports) skills[normalise(sport)] = skillRank(levels.get(normalise(sport)));
  return skills;
}

/** The sports both maps contain, in the order of the first. */
export function sharedSports(
  mySkills: Readonly<Record<string, number>>,
  theirSkills: Readonly<Record<string, number>>,
) {
  return Object.keys(mySkills).filter((sport) => sport in theirSkills);
}

/**
 * How well two players match (spec document 1 §9): for each shared sport, 10 points plus
 * max(0, 5 − |skill difference|), so two advanced tennis players score 15 and casual vs advanced 12.
 */
export function suggestionScore(
  mySkills: Readonly<Record<string, number>>,
  theirSkills: Readonly<Record<string, number>>,
): number {
  let score = 0;
  for (const sport of sharedSports(mySkills, theirSkills)) {
    const difference = Math.abs(mySkills[sport]! - theirSkills[sport]!);
    score += SHARED_SPORT_POINTS + Math.max(0, SKILL_CLOSENESS_MAX - difference);
  }
  return score;
}
