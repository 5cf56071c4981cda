import { contentMessages } from '@rally/shared/content-messages';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { ApiError } from '../../../lib/api-error.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

export type ProfileField = keyof ProfileFormValues;
const formFields = new Set<string>([
  'name',
  'location',
  'bio',
  'gender',
  'customGender',
  'sports',
  'sportSkills',
]);

/** A toast for a name or bio refused by the content filter: the spec's title and text (§5). */
export function contentToast(
  field: ProfileField,
  message: string | undefined,
): { title: string; description: string } | null {
  if ((field !== 'name' && field !== 'bio') || !message) return null;
  const texts = contentMessages[field];
  if (message !== texts.profanity && message !== texts.slur) return null;
  return { title: texts.title ?? profileMessages.updateFailed, description: message };
}

/** The server's 400 issues that belong to a form field, first message each ("sports.0" counts as sports). */
export function serverFieldErrors(error: unknown): Partial<Record<ProfileField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Partial<Record<ProfileField, string>> = {};
  for (const [path, messages] of Object.entries(error.fields ?? {})) {
    const field = path.split('.')[0] ?? '';
    if (formFields.has(field) && messages[0] && !found[field as ProfileField]) {
      found[field as ProfileField] = messages[0];
    }
  }
  return found;
}

/** The server's own words for a refusal it explained (4xx); the spec's text for anything else. */
export function saveFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return profileMessages.updateFailed;
}
