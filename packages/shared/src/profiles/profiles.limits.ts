import { SPORT_NAMES } from '../sports.ts';

/** Profile field limits (the spec gives none: these keep rows and cards sane). */
export const PROFILE_LOCATION_MAX_LENGTH = 100;
export const PROFILE_BIO_MAX_LENGTH = 500;
export const CUSTOM_GENDER_MAX_LENGTH = 40;
/** Every sport of the list may be chosen, each once. */
export const PROFILE_SPORTS_MAX = SPORT_NAMES.length;

/** The largest avatar upload accepted, before re-encoding. */
export const AVATAR_MAX_MB = 5;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;
/** Avatars are stored as square WebP images of this size. */
export const AVATAR_SIZE_PX = 512;
/** For the file picker's `accept`; the server decides by decoding the content, not by this. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** The genders a profile may state (spec document 1 §3). */
export const GENDERS = ['man', 'woman', 'other'] as const;
