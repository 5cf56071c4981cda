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

/**
 * Nearness, Rally's addition to the spec's score: a player within NEARNESS_FULL_MILES earns
 * NEARNESS_POINTS_MAX, fewer the farther away, none from NEARNESS_RADIUS_MILES on or when either place
 * is unknown. Worth more than one shared sport, so someone in the player's city who shares one sport
 * comes before someone across the world who shares two: friends are met on a court, not on a map.
 */
export const NEARNESS_POINTS_MAX = 20;
export const NEARNESS_FULL_MILES = 10;
export const NEARNESS_RADIUS_MILES = 50;

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
 * Points for living near each other: NEARNESS_POINTS_MAX up to NEARNESS_FULL_MILES apart, falling in a
 * straight line to 0 at NEARNESS_RADIUS_MILES; 0 when the distance is unknown (null). Whole points.
 */
export function nearnessPoints(milesApart: number | null): number {
  if (milesApart === null || !Number.isFinite(milesApart) || milesApart >= NEARNESS_RADIUS_MILES) return 0;
  if (milesApart <= NEARNESS_FULL_MILES) return NEARNESS_POINTS_MAX;
  const share = (NEARNESS_RADIUS_MILES - milesApart) / (NEARNESS_RADIUS_MILES - NEARNESS_FULL_MILES);
  return Math.round(NEARNESS_POINTS_MAX * share);
}

/**
 * How well two players match (spec document 1 §9): for each shared sport, 10 points plus
 * max(0, 5 − |skill difference|), so two advanced tennis players score 15 and casual vs advanced 12;
 * then, for players who share a sport, `nearnessPoints` of the miles between their places.
 */
export function suggestionScore(
  mySkills: Readonly<Record<string, number>>,
  theirSkills: Readonly<Record<string, number>>,
  milesApart: number | null = null,
): number {
  let score = 0;
  for (const sport of sharedSports(mySkills, theirSkills)) {
    const difference = Math.abs(mySkills[sport]! - theirSkills[sport]!);
    score += SHARED_SPORT_POINTS + Math.max(0, SKILL_CLOSENESS_MAX - difference);
  }
  return score > 0 ? score + nearnessPoints(milesApart) : 0;
}
