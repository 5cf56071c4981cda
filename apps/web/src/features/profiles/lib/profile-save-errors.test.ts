import { contentMessages } from '@rally/shared/content-messages';
import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { contentToast, saveFailureMessage, serverFieldErrors } from './profile-save-errors.ts';

describe('contentToast', () => {
  it('titles a refused name and a refused bio as the spec does', () => {
    expect(contentToast('name', contentMessages.name.slur)).toEqual({
      title: 'Name not allowed',
      description: contentMessages.name.slur,
    });
    expect(contentToast('bio', contentMessages.bio.profanity)).toEqual({
      title: 'Content not allowed',
      description: 'Your bio contains profanity. Please keep your bio appropriate and try again',
    });
  });

  it('leaves other problems (a blank name, a long location) to the field', () => {
    expect(contentToast('name', profileMessages.nameRequired)).toBeNull();
    expect(contentToast('location', contentMessages.name.profanity)).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('maps the first message of each form field, nested paths to their field', () => {
    const error = new ApiError(400, 'validation_failed', 'x', {
      bio: [contentMessages.bio.slur, 'second'],
      'sports.1': ['Invalid option'],
      _: ['ignored'],
    });
    expect(serverFieldErrors(error)).toEqual({ bio: contentMessages.bio.slur, sports: 'Invalid option' });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new ApiError(500, 'internal_error', 'x'))).toEqual({});
  });
});

describe('saveFailureMessage', () => {
  it("shows the server's explanation of a refusal", () => {
    expect(saveFailureMessage(new ApiError(413, 'image_too_large', 'Image must be 5 MB or smaller'))).toBe(
      'Image must be 5 MB or smaller',
    );
  });

  it('falls back to the spec text for server errors and lost connections', () => {
    expect(saveFailureMessage(new ApiError(500, 'internal_error', 'An unexpected error occurred.'))).toBe(
      profileMessages.updateFailed,
    );
    expect(saveFailureMessage(new ApiError(0, 'network_error', 'Network error occurred.'))).toBe(
      profileMessages.updateFailed,
    );
  });
});
