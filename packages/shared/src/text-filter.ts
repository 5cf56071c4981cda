import {
  DataSet,
  englishDataset,
  englishRecommendedBlacklistMatcherTransformers,
  englishRecommendedWhitelistMatcherTransformers,
  RegExpMatcher,
  skipNonAlphabeticTransformer,
  toAsciiLowerCaseTransformer,
} from 'obscenity';
import type { z } from 'zod';
import { type ContentField, type ContentIssue, contentMessages } from './content-messages.ts';
import {
  DATASET_SLURS,
  EXTRA_PROFANITY,
  EXTRA_SLURS,
  INNOCENT_TERMS,
  REMOVED_DATASET_WORDS,
} from './text-filter-words.ts';

export {
  type ContentField,
  type ContentIssue,
  type ContentMessages,
  contentMessages,
} from './content-messages.ts';

type Matchers = {
  dataset: DataSet<{ originalWord: string }>;
  slurs: ReadonlySet<string>;
  /** Substitutions (f@ck, $hit) and repeats (fuuuck), with word boundaries intact. */
  wordMatcher: RegExpMatcher;
  /** Runs of single characters, each as if it were one word (see below). */
  spacedMatcher: RegExpMatcher;
};

function buildMatchers(): Matchers {
  const removed = new Set(REMOVED_DATASET_WORDS);
  const dataset = new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .removePhrasesIf((phrase) => removed.has(phrase.metadata?.originalWord ?? ''))
    .addPhrase((phrase) => {
      for (const term of INNOCENT_TERMS) phrase.addWhitelistedTerm(term);
      return phrase;
    });
  for (const { word, patterns } of [...EXTRA_SLURS, ...EXTRA_PROFANITY]) {
    dataset.addPhrase((phrase) => {
      phrase.setMetadata({ originalWord: word });
      for (const p of patterns) phrase.addPattern(p);
      return phrase;
    });
  }
  const terms = dataset.build();
  return {
    dataset,
    slurs: new Set([...DATASET_SLURS, ...EXTRA_SLURS.map((phrase) => phrase.word)]),
    wordMatcher: new RegExpMatcher({
      ...terms,
      blacklistMatcherTransformers: englishRecommendedBlacklistMatcherTransformers,
      whitelistMatcherTransformers: englishRecommendedWhitelistMatcherTransformers,
    }),
    /*
     * Spaced-out letters (f u c k, f.u.c.k) need skipNonAlphabeticTransformer, but over a whole text it
     * erases every word boundary: "for gym" becomes orgy, "which ink" chink, "one grows" negro, while
     * "you are an ass" slips through. So it only ever sees runs of single characters, each run on its own
     * as if it were one word.
     */
    spacedMatcher: new RegExpMatcher({
      ...terms,
      // Before the duplicate collapse, which is last in obscenity's chain, so "f u u u c k" collapses too.
      blacklistMatcherTransformers: englishRecommendedBlacklistMatcherTransformers.toSpliced(
        -1,
        0,
        skipNonAlphabeticTransformer(),
      ),
      // Innocent words stay innocent when spelled out ("a s s e s s").
      whitelistMatcherTransformers: [toAsciiLowerCaseTransformer(), skipNonAlphabeticTransformer()],
    }),
  };
}

let matchers: Matchers | undefined;

/**
 * Built at the first check rather than when the module loads (about 10 ms on a server, several times
 * that on a phone): a page that only shows text the server has checked never pays for them.
 */
function contentMatchers(): Matchers {
  matchers ??= buildMatchers();
  return matchers;
}

const SEPARATOR = String.raw`[\s.,\-_~*/\\:;'"·•]`;
const NOT_SEPARATOR = String.raw`[^\s.,\-_~*/\\:;'"·•]`;
/** Three or more single characters with separators between them. */
const SPACED_RUN = new RegExp(
  `(?<!${NOT_SEPARATOR})${NOT_SEPARATOR}(?:${SEPARATOR}+${NOT_SEPARATOR}){2,}(?!${NOT_SEPARATOR})`,
  'gu',
);

/**
 * A token made only of digits and the punctuation around numbers: a score (0-455), a time (7:30), an
 * amount ($1,000). Read as leetspeak, digits spell words (455 is "ass"), so a player could not write a
 * number; a token with any letter in it (a55, sh1t) is still checked.
 */
const NUMBER_TOKEN = /^[\p{Nd}\p{P}\p{Sc}+]*\p{Nd}[\p{Nd}\p{P}\p{Sc}+]*$/u;
const isNumberToken = (token: string) => NUMBER_TOKEN.test(token);

/** The text with every number token blanked (same length, so word boundaries stay where they were). */
const withoutNumbers = (text: string) =>
  text.replace(/\S+/gu, (token) => (isNumberToken(token) ? ' '.repeat(token.length) : token));

function worstIssue({ dataset, slurs }: Matchers, matcher: RegExpMatcher, text: string): ContentIssue | null {
  let issue: ContentIssue | null = null;
  for (const match of matcher.getAllMatches(text)) {
    const word = dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord;
    if (word !== undefined && slurs.has(word)) return 'slur';
    issue = 'profanity';
  }
  return issue;
}

/** The worst issue in a text, a slur outranking profanity; null when the text is clean. */
export function findContentIssue(text: string): ContentIssue | null {
  const built = contentMatchers();
  let issue = worstIssue(built, built.wordMatcher, withoutNumbers(text));
  if (issue === 'slur') return issue;
  for (const [run] of text.matchAll(SPACED_RUN)) {
    // Spaced digits with no letter among them (4 5 5) are a number too.
    if (isNumberToken(run.replace(/\s/gu, ''))) continue;
    const found = worstIssue(built, built.spacedMatcher, run);
    if (found === 'slur') return found;
    issue ??= found;
  }
  return issue;
}

/** The spec's message for what is wrong with a field's text, or null when it is clean. */
export function checkContent(field: ContentField, text: string): string | null {
  const issue = findContentIssue(text);
  return issue === null ? null : contentMessages[field][issue];
}

/**
 * Adds the content check to a string schema, for forms and routes alike:
 * `z.string().trim().apply(cleanText('bio'))`.
 */
export function cleanText(field: ContentField) {
  return <T extends z.ZodType<string>>(schema: T): T =>
    schema.superRefine((value, ctx) => {
      const message = checkContent(field, value);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    });
}
