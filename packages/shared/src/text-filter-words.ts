import { type ParsedPattern, pattern } from 'obscenity';

/**
 * Word lists layered on obscenity's English dataset.
 *
 * Pattern syntax (obscenity): `|` is a word boundary, `[x]` an optional character, `?` any one character.
 * Patterns are matched after obscenity collapses repeated letters, so a doubled letter in a pattern only
 * matches where obscenity keeps doubles (b, e, o, l, s, g): write `ziperhead`, not `zipperhead`.
 */

export type ExtraPhrase = { word: string; patterns: ParsedPattern[] };

/** Words of obscenity's English dataset that are slurs rather than profanity. */
export const DATASET_SLURS: readonly string[] = [
  // racial and ethnic
  'abeed',
  'abo',
  'africoon',
  'arabush',
  'boonga',
  'chingchong',
  'chink',
  'kike',
  'negro',
  'nigger',
  // homophobic and transphobic
  'dyke',
  'fag',
  'tranny',
  // ableist
  'retard',
  'spastic',
];

/** Slurs the dataset lacks. Boundaries keep innocent words out: `|paki|` spares Pakistan, `|coon|` raccoon. */
export const EXTRA_SLURS: readonly ExtraPhrase[] = [
  { word: 'beaner', patterns: [pattern`|beaner`] },
  { word: 'camel jockey', patterns: [pattern`cameljockey`, pattern`camel jockey`] },
  { word: 'coon', patterns: [pattern`|coon|`, pattern`|coons|`] },
  { word: 'dago', patterns: [pattern`|dago|`, pattern`|dagos|`] },
  { word: 'darkie', patterns: [pattern`|darkie`, pattern`|darky|`] },
  { word: 'gook', patterns: [pattern`|gook|`, pattern`|gooks|`] },
  { word: 'gypo', patterns: [pattern`|gypo|`, pattern`|gypos|`] },
  { word: 'golliwog', patterns: [pattern`gol[l]iwog`] },
  { word: 'honky', patterns: [pattern`|honky|`, pattern`|honkies|`] },
  { word: 'hymie', patterns: [pattern`|hymie|`] },
  { word: 'injun', patterns: [pattern`|injun|`, pattern`|injuns|`] },
  { word: 'jap', patterns: [pattern`|jap|`, pattern`|japs|`] },
  { word: 'jigaboo', patterns: [pattern`jig[g]aboo`] },
  { word: 'kraut', patterns: [pattern`|kraut`] },
  { word: 'niglet', patterns: [pattern`|niglet`] },
  { word: 'paki', patterns: [pattern`|paki|`, pattern`|pakis|`] },
  { word: 'pikey', patterns: [pattern`|pikey`] },
  { word: 'porch monkey', patterns: [pattern`porchmonkey`, pattern`porch monkey`] },
  { word: 'raghead', patterns: [pattern`raghead`] },
  { word: 'spic', patterns: [pattern`|spic|`, pattern`|spics|`] },
  { word: 'squaw', patterns: [pattern`|squaw`] },
  { word: 'towelhead', patterns: [pattern`towelhead`] },
  { word: 'wetback', patterns: [pattern`wetback`] },
  { word: 'wop', patterns: [pattern`|wop|`, pattern`|wops|`] },
  { word: 'yid', patterns: [pattern`|yid|`, pattern`|yids|`] },
  { word: 'zipperhead', patterns: [pattern`ziperhead`] },
  { word: 'batty boy', patterns: [pattern`batyboy`, pattern`baty boy`] },
  { word: 'fudgepacker', patterns: [pattern`fudgepacker`, pattern`fudge packer`] },
  { word: 'homo', patterns: [pattern`|homo|`, pattern`|homos|`] },
  { word: 'lesbo', patterns: [pattern`|lesbo`] },
  // not bare `poof`: it is also what a ball does when it vanishes
  { word: 'poofter', patterns: [pattern`|poofter`] },
  { word: 'shemale', patterns: [pattern`shemale`] },
  { word: 'trannie', patterns: [pattern`|tranie`] },
  { word: 'mong', patterns: [pattern`|mong|`, pattern`|mongs|`, pattern`mongoloid`] },
  { word: 'spaz', patterns: [pattern`|spaz`] },
  { word: 'tard', patterns: [pattern`|tard|`, pattern`|tards|`] },
];

/** Common insults that the dataset's boundaries miss (`|ass` cannot see the ass in dumbass). */
export const EXTRA_PROFANITY: readonly ExtraPhrase[] = [
  { word: 'dumbass', patterns: [pattern`dumbass`, pattern`dumass`] },
  { word: 'jackass', patterns: [pattern`jackass`] },
  { word: 'bullshit', patterns: [pattern`bul[l]shit`] },
  { word: 'douche', patterns: [pattern`douche`] },
  { word: 'skank', patterns: [pattern`skank`] },
];

/** A hooker is a rugby position, and rugby is one of our sports. */
export const REMOVED_DATASET_WORDS: readonly string[] = ['hooker'];

/**
 * Innocent words that contain a listed pattern: surnames people use as display names, places and food.
 * Obscenity ignores a match lying wholly inside one of these.
 */
export const INNOCENT_TERMS: readonly string[] = [
  'assort',
  'cockpit',
  'cumming', // Cumming, Cummings
  'dickerson',
  'dickinson',
  'dickson',
  'homo sapien',
  'honky tonk',
  'honky-tonk',
  'maine coon',
  'negro league', // the Negro Leagues of baseball history
  'retardant',
  'semenya',
  'shiitake', // the dataset spares shitake but collapses the double i of shiitake into it
  'spic and span',
];
