import { AVATAR_ACCEPT, AVATAR_MAX_BYTES } from '@rally/shared/profiles/profiles.limits';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';

const acceptedTypes = new Set(AVATAR_ACCEPT.split(','));

/**
 * Why a picked file cannot be an avatar, or null. Only a courtesy before uploading: the server decodes
 * the image and has the final word.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!acceptedTypes.has(file.type)) return profileMessages.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.avatarTooLarge;
  return null;
}
