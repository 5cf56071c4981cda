// The texts of the content check without the check: a screen that only words the server's refusal
// does not load the word lists (text-filter.ts).

/**
 * What the one profanity and slur check of Rally (text-filter.ts) finds, run by the browser for instant
 * feedback and by the server as the rule (spec document 1 §5, document 2 §5).
 */
export type ContentIssue = 'profanity' | 'slur';

export type ContentField =
  | 'name'
  | 'bio'
  | 'message'
  | 'gameTitle'
  | 'gameDescription'
  | 'joinMessage'
  | 'review'
  | 'leagueName'
  | 'leagueDescription'
  | 'leagueNews'
  | 'leagueJoinMessage';

export type ContentMessages = Readonly<Record<ContentIssue, string>> & {
  /** The toast title, where the spec gives one. */
  readonly title?: string;
};

const messageTexts = {
  profanity: 'Your message contains profanity. Please keep messages appropriate.',
  slur: 'Your message contains inappropriate language. Please keep messages respectful.',
} as const;

/** The toast title over a refused text where its field's messages give none (spec document 2 §5). */
export const INAPPROPRIATE_CONTENT_TITLE = 'Inappropriate Content';

/** The spec's texts for each checked field, word for word. */
export const contentMessages: Readonly<Record<ContentField, ContentMessages>> = {
  name: {
    profanity: 'Your name contains profanity. Please choose a different name and try again',
    slur: 'Your name contains inappropriate language. Please remove any offensive content and try again',
    title: 'Name not allowed',
  },
  bio: {
    profanity: 'Your bio contains profanity. Please keep your bio appropriate and try again',
    slur: 'Your bio contains inappropriate language. Please remove any offensive content and try again',
    title: 'Content not allowed',
  },
  message: messageTexts,
  gameTitle: {
    profanity: 'Your game title contains profanity. Please choose a different title.',
    slur: 'Your game title contains inappropriate language. Please choose a different title.',
  },
  gameDescription: {
    profanity: 'Your game description contains profanity. Please keep descriptions appropriate.',
    slur: 'Your game description contains inappropriate language. Please keep descriptions respectful.',
  },
  joinMessage: messageTexts,
  review: {
    profanity: 'Your review contains profanity. Please keep reviews appropriate.',
    slur: 'Your review contains inappropriate language. Please keep reviews respectful.',
  },
  leagueName: {
    profanity: 'Your league name contains profanity. Please choose a different name.',
    slur: 'Your league name contains inappropriate language. Please choose a different name.',
  },
  /** Also the league's About text ("similar messages"). */
  leagueDescription: {
    profanity: 'Your league description contains profanity. Please keep descriptions appropriate.',
    slur: 'Your league description contains inappropriate language. Please keep descriptions respectful.',
  },
  /** The spec gives only the title for news posts; the texts follow the description's pattern. */
  leagueNews: {
    profanity: 'Your post contains profanity. Please keep posts appropriate.',
    slur: 'Your post contains inappropriate language. Please keep posts respectful.',
    title: 'Inappropriate Content',
  },
  leagueJoinMessage: { ...messageTexts, title: 'Inappropriate Content' },
};
