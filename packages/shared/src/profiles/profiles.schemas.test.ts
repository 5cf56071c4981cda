import { describe, expect, it } from 'vitest';
import { contentMessages } from '../text-filter.ts';
import { profileMessages } from './profiles.messages.ts';
import { publicProfileSchema, updateProfileInput } from './profiles.schemas.ts';

/** What every save needs besides what a test is about: a place and a sport. */
const base = { location: 'Austin, TX', sports: ['tennis'] };

const messagesOf = (input: unknown) => {
  const result = updateProfileInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('updateProfileInput', () => {
  it('requires a display name', () => {
    expect(messagesOf({ ...base, name: '   ' })).toEqual([profileMessages.nameRequired]);
    expect(messagesOf({ ...base })).toEqual([profileMessages.nameRequired]);
  });

  it('requires a place and at least one sport, with their own messages', () => {
    expect(messagesOf({ name: 'Sam' })).toEqual([
      profileMessages.locationRequired,
      profileMessages.sportRequired,
    ]);
    expect(messagesOf({ name: 'Sam', location: '   ', sports: [] })).toEqual([
      profileMessages.locationRequired,
      profileMessages.sportRequired,
    ]);
    expect(messagesOf({ name: 'Sam', location: null, sports: ['golf'] })).toEqual([
      profileMessages.locationRequired,
    ]);
  });

  it("keeps a picked place's position only whole", () => {
    expect(
      updateProfileInput.parse({ ...base, name: 'Sam', latitude: 30.27, longitude: -97.74 }),
    ).toMatchObject({ location: 'Austin, TX', latitude: 30.27, longitude: -97.74 });
    expect(updateProfileInput.parse({ ...base, name: 'Sam', latitude: 30.27 })).toMatchObject({
      latitude: null,
      longitude: null,
    });
    expect(messagesOf({ ...base, name: 'Sam', latitude: 91, longitude: 0 })).toHaveLength(1);
  });

  it('gives every selected sport a level, beginner by default, and drops the others', () => {
    const parsed = updateProfileInput.parse({
      ...base,
      name: 'Sam',
      sports: ['tennis', 'disc golf'],
      sportSkills: { tennis: 'advanced', soccer: 'casual' },
    });
    expect(parsed.sportSkills).toEqual({ tennis: 'advanced', 'disc golf': 'beginner' });
  });

  it('refuses sports outside the list, a sport twice, and unknown levels', () => {
    expect(messagesOf({ ...base, name: 'Sam', sports: ['quidditch'] })).toHaveLength(1);
    expect(messagesOf({ ...base, name: 'Sam', sports: ['golf', 'golf'] })).toEqual([
      profileMessages.duplicateSport,
    ]);
    expect(messagesOf({ ...base, name: 'Sam', sports: ['golf'], sportSkills: { golf: 'pro' } })).toHaveLength(
      1,
    );
  });

  it('needs a description with gender other, and keeps it only then', () => {
    expect(messagesOf({ ...base, name: 'Sam', gender: 'other', customGender: '  ' })).toEqual([
      profileMessages.customGenderRequired,
    ]);
    expect(
      updateProfileInput.parse({ ...base, name: 'Sam', gender: 'other', customGender: 'Non-binary' }),
    ).toMatchObject({
      gender: 'other',
      customGender: 'Non-binary',
    });
    expect(
      updateProfileInput.parse({ ...base, name: 'Sam', gender: 'woman', customGender: 'x' }).customGender,
    ).toBeNull();
  });

  it('stores a blank bio as absent and trims the place', () => {
    expect(
      updateProfileInput.parse({ ...base, name: ' Sam ', location: ' Austin, TX ', bio: '' }),
    ).toMatchObject({
      name: 'Sam',
      location: 'Austin, TX',
      bio: null,
    });
  });

  it('refuses profanity and slurs in name and bio with the spec texts', () => {
    expect(messagesOf({ ...base, name: 'sh1t happens' })).toEqual([contentMessages.name.profanity]);
    expect(messagesOf({ ...base, name: 'Sam', bio: 'f u c k this' })).toEqual([
      contentMessages.bio.profanity,
    ]);
  });

  it('never carries a username', () => {
    expect(updateProfileInput.parse({ ...base, name: 'Sam', username: 'someone_else' })).not.toHaveProperty(
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
