import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import type { SportName } from '@rally/shared/sports';
import {
  DEMO_CITIES,
  type DemoCity,
  LAST_NAMES,
  MEN_NAMES,
  NEUTRAL_NAMES,
  WOMEN_NAMES,
} from './demo-world.ts';
import type { SeededRandom } from './seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

export type DemoPlayer = {
  id: string;
  username: string;
  name: string;
  city: DemoCity;
  sports: SportName[];
  /** Null for the few who have not said: they are asked before joining a gendered game. */
  gender: Gender | null;
};

/** Mostly men and women, a few who describe themselves otherwise, a few who have not said. */
function pickGender(random: SeededRandom): Gender | null {
  const roll = random.next();
  if (roll < 0.46) return 'woman';
  if (roll < 0.92) return 'man';
  if (roll < 0.96) return 'other';
  return null;
}

function pickFirstName(random: SeededRandom, gender: Gender | null) {
  if (gender === 'woman') return random.pick(WOMEN_NAMES);
  if (gender === 'man') return random.pick(MEN_NAMES);
  return random.pick(NEUTRAL_NAMES);
}

/** demo_001 ... demo_NNN, dealt round the cities in turn, each playing one to three of their city's sports. */
export function makeDemoPlayers(random: SeededRandom, count: number): DemoPlayer[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(3, '0');
    const city = DEMO_CITIES[index % DEMO_CITIES.length] as DemoCity;
    const citySports = [...new Set(city.venues.flatMap((venue) => venue.sports))];
    const gender = pickGender(random);
    return {
      id: `demo${number}${stableUuid(`user-${number}`).replaceAll('-', '').slice(0, 24)}`,
      username: `demo_${number}`,
      name: `${pickFirstName(random, gender)} ${random.pick(LAST_NAMES)}`,
      city,
      sports: random.sample(citySports, random.int(1, 3)),
      gender,
    };
  });
}
