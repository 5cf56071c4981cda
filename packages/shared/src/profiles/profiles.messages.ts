import { AVATAR_MAX_MB } from './profiles.limits.ts';

/** The profile texts (spec document 1 §2, §5 and §8), word for word where the spec gives them. */
export const profileMessages = {
  nameRequired: 'Display name is required',
  locationRequired: 'Add your location, so Rally can show you games near you',
  sportRequired: 'Choose at least one sport you play',
  customGenderRequired: 'Please describe your gender',
  duplicateSport: 'Each sport can be chosen only once',
  notFound: 'Profile not found',
  loadFailed: 'Failed to load profile data',
  updated: 'Profile updated.',
  updateFailed: 'Failed to update profile. Please try again.',
  avatarNotImage: 'Please choose an image file (JPEG, PNG, WebP or GIF)',
  avatarTooLarge: `Image must be ${AVATAR_MAX_MB} MB or smaller`,
  avatarUnreadable: 'The upload could not be read. Please choose one image file and try again.',
  activityStatusEnabled: 'Activity status enabled',
  activityStatusDisabled: 'Activity status disabled',
  activityStatusFailed: 'Failed to update activity status',
} as const;
