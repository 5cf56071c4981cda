import { describe, expect, it } from 'vitest';
import { contentMessages } from '../text-filter.ts';
import { profileMessages } from './profiles.messages.ts';
import { publicProfileSchema, updateProfileInput } from './profiles.schemas.ts';

const messagesOf = (input: unknown) => {
  const result = updateProfileInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('updateProfileInput', () => {
  it('requires a display name', () => {
    expect(messagesOf({ name: '   ' })).toEqual([profileMessages.nameRequired]);
    expect(messagesOf({})).toEqual([profileMessages.nameRequired]);
  });

  it('gives every selected sport a level, beginner by default, and drops the others', () => {
    const parsed = updateProfileInput.parse({
      name: 'Sam',
      sports: ['tennis', 'disc golf'],
      sportSkills: { tennis: 'advanced', soccer: 'casual' },
    });
    expect(parsed.sportSkills).toEqual({ tennis: 'advanced', 'disc golf': 'beginner' });
  });

  it('refuses sports outside the list, a sport twice, and unknown levels', () => {
    expect(messagesOf({ name: 'Sam', sports: ['quidditch'] })).toHaveLength(1);
    expect(messagesOf({ name: 'Sam', sports: ['golf', 'golf'] })).toEqual([profileMessages.duplicateSport]);
    expect(messagesOf({ name: 'Sam', sports: ['golf'], sportSkills: { golf: 'pro' } })).toHaveLength(1);
  });

  it('needs a description with gender other, and keeps it only then', () => {
    expect(messagesOf({ name: 'Sam', gender: 'other', customGender: '  ' })).toEqual([
      profileMessages.customGenderRequired,
    ]);
    expect(
      updateProfileInput.parse({ name: 'Sam', gender: 'other', customGender: 'Non-binary' }),
    ).toMatchObject({
      gender: 'other',
      customGender: 'Non-binary',
    });
    expect(
      updateProfileInput.parse({ name: 'Sam', gender: 'woman', customGender: 'x' }).customGender,
    ).toBeNull();
  });

  it('stores blank location and bio as absent', () => {
    expect(updateProfileInput.parse({ name: ' Sam ', location: '  ', bio: '' })).toMatchObject({
      name: 'Sam',
      location: null,
      bio: null,
    });
  });

  it('refuses profanity and slurs in name and bio with the spec texts', () => {
    expect(messagesOf({ name: 'sh1t happens' })).toEqual([contentMessages.name.profanity]);
    expect(messagesOf({ name: 'Sam', bio: 'f u c k this' })).toEqual([contentMessages.bio.profanity]);
  });

  it('never carries a username', () => {
    expect(updateProfileInput.parse({ name: 'Sam', username: 'someone_else' })).not.toHaveProperty(
      'username',
    );
  });
});

describe('publicProfileSchema', () => {
  it('keeps only the safe fields', () => {
    const shown = publicProfileSchema.parse({
      userId: 'u1',
      name: 'Sam',
      avatarUrl: null,
      sports: ['golf'],
      sportSkills: { golf: 'casual' },
      email: 'sam@example.com',
      username: 'sam',
      bio: 'private',
    });
    expect(Object.keys(shown).sort()).toEqual(['avatarUrl', 'name', 'sportSkills', 'sports', 'userId']);
  });
});
