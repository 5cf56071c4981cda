import { SPORTS, type SportInfo } from '@rally/shared/sports';

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The sports whose name contains the search text (case and extra spaces ignored); all for a blank search. */
export function filterSports(search: string, sports: readonly SportInfo[] = SPORTS): readonly SportInfo[] {
  const term = normalise(search);
  if (!term) return sports;
  return sports.filter((sport) => sport.name.includes(term));
}
