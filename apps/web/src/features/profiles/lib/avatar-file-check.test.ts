import { AVATAR_MAX_BYTES } from '@rally/shared/profiles/profiles.limits';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file-check.ts';

describe('avatarFileProblem', () => {
  it('accepts a JPEG, PNG, WebP or GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(avatarFileProblem({ type, size: AVATAR_MAX_BYTES })).toBeNull();
    }
  });

  it('refuses other types and larger files with the profile texts', () => {
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(profileMessages.avatarNotImage);
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      profileMessages.avatarTooLarge,
    );
  });
});
