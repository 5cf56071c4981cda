/** The 45 sports of spec document 2 §9, in the spec's order. */
export const SPORT_NAMES = [
  'archery',
  'badminton',
  'baseball',
  'basketball',
  'bowling',
  'chess',
  'climbing',
  'cricket',
  'cycling',
  'disc golf',
  'diving',
  'fencing',
  'football',
  'golf',
  'gymnastics',
  'handball',
  'hockey',
  'horse riding',
  'ice hockey',
  'lacrosse',
  'martial arts',
  'mountain biking',
  'padel',
  'pickleball',
  'ping pong',
  'racquetball',
  'rowing',
  'rugby',
  'running',
  'sailing',
  'skating',
  'skiing',
  'snowboarding',
  'soccer',
  'softball',
  'squash',
  'surfing',
  'swimming',
  'tennis',
  'volleyball',
  'water skiing',
  'wakeboarding',
  'weight lifting',
  'wrestling',
  'yoga',
] as const;

export type SportName = (typeof SPORT_NAMES)[number];

export type SportInfo = {
  name: string;
  /** Title Case, for display: 'Disc Golf'. */
  label: string;
  icon: string;
  /** A background for white text: every colour here reaches 4.5:1 against white (WCAG AA). */
  color: string;
};

export const DEFAULT_SPORT_ICON = '🏅';
/** Tailwind gray-600. */
export const DEFAULT_SPORT_COLOR = '#4b5563';

// Tailwind 700 to 900 shades: the lighter ones fall below 4.5:1 with white text.
// Unicode has no padel, racquetball or squash emoji, so they share tennis's ball and differ by colour.
const styles: Record<SportName, { icon: string; color: string }> = {
  archery: { icon: '🏹', color: '#b91c1c' },
  badminton: { icon: '🏸', color: '#0e7490' },
  baseball: { icon: '⚾', color: '#1d4ed8' },
  basketball: { icon: '🏀', color: '#c2410c' },
  bowling: { icon: '🎳', color: '#6d28d9' },
  chess: { icon: '♟️', color: '#44403c' },
  climbing: { icon: '🧗', color: '#92400e' },
  cricket: { icon: '🏏', color: '#15803d' },
  cycling: { icon: '🚴', color: '#a16207' },
  'disc golf': { icon: '🥏', color: '#7e22ce' },
  diving: { icon: '🤿', color: '#0369a1' },
  fencing: { icon: '🤺', color: '#475569' },
  football: { icon: '🏈', color: '#9a3412' },
  golf: { icon: '⛳', color: '#166534' },
  gymnastics: { icon: '🤸', color: '#be185d' },
  handball: { icon: '🤾', color: '#4338ca' },
  hockey: { icon: '🏑', color: '#047857' },
  'horse riding': { icon: '🏇', color: '#854d0e' },
  'ice hockey': { icon: '🏒', color: '#075985' },
  lacrosse: { icon: '🥍', color: '#a21caf' },
  'martial arts': { icon: '🥋', color: '#991b1b' },
  'mountain biking': { icon: '🚵', color: '#3f6212' },
  padel: { icon: '🎾', color: '#0f766e' },
  pickleball: { icon: '🥒', color: '#4d7c0f' },
  'ping pong': { icon: '🏓', color: '#be123c' },
  racquetball: { icon: '🎾', color: '#1e40af' },
  rowing: { icon: '🚣', color: '#155e75' },
  rugby: { icon: '🏉', color: '#b45309' },
  running: { icon: '🏃', color: '#9f1239' },
  sailing: { icon: '⛵', color: '#3730a3' },
  skating: { icon: '⛸️', color: '#5b21b6' },
  skiing: { icon: '⛷️', color: '#334155' },
  snowboarding: { icon: '🏂', color: '#6b21a8' },
  soccer: { icon: '⚽', color: '#065f46' },
  softball: { icon: '🥎', color: '#86198f' },
  squash: { icon: '🎾', color: '#115e59' },
  surfing: { icon: '🏄', color: '#0c4a6e' },
  swimming: { icon: '🏊', color: '#1e3a8a' },
  tennis: { icon: '🎾', color: '#365314' },
  volleyball: { icon: '🏐', color: '#9d174d' },
  'water skiing': { icon: '🌊', color: '#164e63' },
  wakeboarding: { icon: '🚤', color: '#134e4a' },
  'weight lifting': { icon: '🏋️', color: '#7f1d1d' },
  wrestling: { icon: '🤼', color: '#7c2d12' },
  yoga: { icon: '🧘', color: '#4c1d95' },
};

function titleCase(name: string): string {
  return name.replace(/(^|\s)\p{Ll}/gu, (start) => start.toUpperCase());
}

export const SPORTS: readonly SportInfo[] = SPORT_NAMES.map((name) => ({
  name,
  label: titleCase(name),
  ...styles[name],
}));

const byName = new Map(SPORTS.map((sport) => [sport.name, sport]));

/** A sport's display info, case-insensitive; a sport outside the list keeps its name with the medal and grey. */
export function sportInfo(name: string): SportInfo {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return (
    byName.get(key) ?? {
      name: key,
      label: titleCase(key),
      icon: DEFAULT_SPORT_ICON,
      color: DEFAULT_SPORT_COLOR,
    }
  );
}

/** Profile skill levels (spec document 1 §5). */
export const SKILL_LEVELS = ['casual', 'beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];
export const DEFAULT_SKILL_LEVEL: SkillLevel = 'beginner';
