import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContent, cleanText, contentMessages, findContentIssue } from './text-filter.ts';

describe('findContentIssue', () => {
  it.each([
    ['plain profanity', 'what the fuck'],
    ['upper case', 'FUCK THIS'],
    ['a symbol for a letter', 'f@ck off'],
    ['an asterisk for a letter', 'you f*cking idiot'],
    ['a digit for a letter', 'sh1t game'],
    ['a dollar for an s', '$hit happens'],
    ['an exclamation mark for an i', 'sh!t'],
    ['a look-alike letter', 'what the fvck'],
    ['repeated letters', 'fuuuuck'],
    ['spaced-out letters', 'f u c k'],
    ['dotted letters', 'f.u.c.k'],
    ['hyphenated capitals', 'S-H-I-T'],
    ['spaced letters that repeat', 'f u u u c k'],
    ['spaced letters with substitutions', '$ h 1 t'],
    ['spaced letters inside a sentence', 'you are a b i t c h man'],
    ['a word on its own', 'you are an ass'],
    ['a compound insult', 'total dumbass'],
    ['a word inside a longer word', 'motherfucker'],
    ['a word at the end of a compound', 'that is bullshit'],
    ['a substituted compound', 'a$$hole'],
  ])('flags %s as profanity', (_, text) => {
    expect(findContentIssue(text)).toBe('profanity');
  });

  it.each([
    ['a racial slur', 'nigger'],
    ['a racial slur with a digit', 'n1gger'],
    ['a spaced-out racial slur', 'n i g g e r'],
    ['an antisemitic slur with a digit', 'k1ke'],
    ['an ethnic slur added to the dataset', 'wetback'],
    ['a short ethnic slur on its own', 'go home spic'],
    ['a homophobic slur', 'faggot'],
    ['a homophobic slur with substitutions', 'f4gg0t'],
    ['a transphobic slur', 'tranny'],
    ['an ableist slur', 'what a retard'],
    ['a spaced-out ableist slur', 'r e t a r d'],
    ['an ableist slur added to the dataset', 'stop being a spaz'],
  ])('flags %s as a slur', (_, text) => {
    expect(findContentIssue(text)).toBe('slur');
  });

  it('ranks a slur above profanity in the same text', () => {
    expect(findContentIssue('fucking retard')).toBe('slur');
  });

  it('ranks a spaced-out slur above plain profanity', () => {
    expect(findContentIssue('shit, you r e t a r d')).toBe('slur');
  });

  it.each([
    ['a town containing a swear word', 'Scunthorpe United'],
    ['a county containing sex', 'Sussex'],
    ['assess', 'We will assess your skill'],
    ['class', 'Yoga class at 6'],
    ['classic', 'A classic match'],
    ['cocktail', 'Cocktails after the game'],
    ['grape', 'Bring grapes and water'],
    ['therapist', 'I am a physical therapist'],
    ['Dickens', 'Reading Dickens between sets'],
    ['bass', 'I play bass'],
    ['pass', 'Pass the ball'],
    ['hello', 'Hello everyone'],
    ['cumulative', 'Cumulative score'],
    ['analysis', 'Game analysis'],
    ['butterfly', 'Butterfly stroke drills'],
    ['shiitake', 'Shiitake risotto after'],
    ['shitake', 'shitake mushrooms'],
    ['a park with cock in its name', 'Pickup basketball at Cockburn park'],
    ['cockpit', 'Pilot by day, from the cockpit to the court'],
    ['a badminton shuttlecock', 'Bring a shuttlecock'],
    ['a surname containing cum', 'Alex Cummings'],
    ['a surname containing dick', 'Emily Dickinson'],
    ['a rugby hooker', 'Need a hooker for Saturday rugby'],
    ['a runner whose name contains semen', 'Caster Semenya'],
    ['raccoon', 'A raccoon stole my water bottle'],
    ['Pakistan', 'Cricket fans from Pakistan'],
    ['spicy', 'Spicy tacos after'],
    ['the Negro Leagues', 'Visit the Negro Leagues Baseball Museum'],
    ['honky-tonk', 'Drinks at the honky tonk'],
    ['assorted', 'Assorted snacks provided'],
    ['words that join into an insult when spaces vanish', 'Come for gym class'],
    ['words that join into a slur when spaces vanish', 'Write with ink, which ink pen?'],
    ['words hiding a word across a space', 'this hit hard'],
    ['a spelled-out innocent word', 'a s s e s s'],
    ['initials', 'U.S.A. team'],
    ['a score line', 'Final 3 - 0 , 2 - 1'],
    ['an empty text', ''],
  ])('leaves %s alone', (_, text) => {
    expect(findContentIssue(text)).toBeNull();
  });
});

describe('numbers', () => {
  const int = (max: number) => fc.integer({ min: 0, max });
  const twoDigits = (max: number) => int(max).map((n) => String(n).padStart(2, '0'));
  /** What players write with digits: plain numbers, scores, times, dates, amounts, ranks. */
  const numberText = fc.oneof(
    fc.nat().map(String),
    fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
    fc.tuple(int(999), int(999)).map(([a, b]) => `${a}-${b}`),
    fc.tuple(int(999), int(999)).map(([a, b]) => `${a} - ${b}`),
    fc.tuple(int(23), twoDigits(59)).map(([h, m]) => `${h}:${m}`),
    fc.tuple(int(31), int(12), int(9999)).map(([d, m, y]) => `${d}/${m}/${y}`),
    fc.nat().map((n) => n.toLocaleString('en-US')),
    fc.tuple(int(99_999), twoDigits(99)).map(([a, b]) => `$${a}.${b}`),
    fc.tuple(int(100), int(9)).map(([a, b]) => `${a}.${b}%`),
    int(999).map((n) => `#${n}`),
    int(999).map((n) => `(${n})`),
    int(999).map((n) => `+${n}`),
    fc.array(int(9), { minLength: 3, maxLength: 8 }).map((digits) => digits.join(' ')),
  );

  it.each([
    ['a number that spells a word in leetspeak', '455'],
    ['a score that ends with it', '0-455'],
    ['the score inside a sentence', 'We lost 0-455, rematch Sunday'],
    ['a score with a winner first', '21-19'],
    ['a time', 'Kick-off 7:30'],
    ['a thousand with a comma', '1,000'],
    ['an amount', '$455'],
    ['spaced-out digits', '4 5 5'],
  ])('leaves %s alone', (_, text) => {
    expect(findContentIssue(text)).toBeNull();
  });

  it('never reads a number, a score, a time or an amount as profanity, alone or in a sentence', () => {
    fc.assert(
      fc.property(numberText, fc.constantFrom('', 'Final score ', 'We meet at '), (number, before) => {
        expect([number, findContentIssue(number)]).toEqual([number, null]);
        expect(findContentIssue(`${before}${number} tonight`)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('still reads a word spelled with digits for some of its letters', () => {
    const leet: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
    const words = ['shit', 'bitch', 'bullshit', 'dickhead', 'slut', 'whore', 'bastard', 'tits', 'dumbass'];
    // Any of the letters that have a digit swapped for it, as long as one letter is left.
    const spelled = fc
      .constantFrom(...words)
      .chain((word) =>
        fc
          .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
          .map((swap) => [...word].map((letter, at) => (swap[at] && leet[letter]) || letter).join('')),
      )
      .filter((text) => /\p{L}/u.test(text));
    fc.assert(
      fc.property(spelled, (text) => {
        expect([text, findContentIssue(text)]).toEqual([text, 'profanity']);
      }),
      { numRuns: 300 },
    );
    expect(findContentIssue('a55')).toBe('profanity');
    expect(findContentIssue('455hole')).toBe('profanity');
    expect(findContentIssue('a 5 5')).toBe('profanity');
  });
});

describe('checkContent', () => {
  it('gives the name profanity text', () => {
    expect(checkContent('name', 'Big Sh1t')).toBe(
      'Your name contains profanity. Please choose a different name and try again',
    );
  });

  it('gives the bio slur text', () => {
    expect(checkContent('bio', 'no f a g s')).toBe(
      'Your bio contains inappropriate language. Please remove any offensive content and try again',
    );
  });

  it('gives the message texts to game join requests', () => {
    expect(checkContent('joinMessage', 'fuck')).toBe(
      'Your message contains profanity. Please keep messages appropriate.',
    );
    expect(contentMessages.joinMessage).toEqual(contentMessages.message);
  });

  it('returns null for clean text', () => {
    expect(checkContent('gameTitle', 'Sunday pickup basketball')).toBeNull();
  });

  it('carries the toast titles the spec names', () => {
    expect(contentMessages.name.title).toBe('Name not allowed');
    expect(contentMessages.bio.title).toBe('Content not allowed');
    expect(contentMessages.leagueJoinMessage.title).toBe('Inappropriate Content');
  });
});

describe('cleanText', () => {
  const bio = z.string().trim().apply(cleanText('bio'));

  it('accepts clean text', () => {
    expect(bio.parse('  Weekend runner  ')).toBe('Weekend runner');
  });

  it('refuses profanity with the spec text', () => {
    const result = bio.safeParse('fuuuck');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentMessages.bio.profanity]);
  });

  it('refuses a slur with the spec text', () => {
    const result = z.string().apply(cleanText('review')).safeParse('k1ke');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([contentMessages.review.slur]);
  });
});
