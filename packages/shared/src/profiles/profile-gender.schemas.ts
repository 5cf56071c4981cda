import { z } from 'zod';
import { CUSTOM_GENDER_MAX_LENGTH } from './profile-limits.ts';
import { profileMessages } from './profiles.messages.ts';
import { genderSchema } from './profiles.schemas.ts';

/**
 * PUT /api/profiles/me/gender: a player adds their gender on the way into a gendered game, without the
 * whole Edit Profile form. "Other" needs the player's own words, as on the form. `showGender` is off
 * unless chosen: a gender given only to join a game stays the player's own.
 */
export const setOwnGenderInput = z
  .object({
    gender: genderSchema,
    customGender: z
      .string()
      .trim()
      .max(CUSTOM_GENDER_MAX_LENGTH, `Gender must be at most ${CUSTOM_GENDER_MAX_LENGTH} characters`)
      .nullish(),
    showGender: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.gender === 'other' && !input.customGender) {
      ctx.addIssue({ code: 'custom', path: ['customGender'], message: profileMessages.customGenderRequired });
    }
  })
  .transform(({ gender, customGender, showGender }) => ({
    gender,
    customGender: gender === 'other' ? customGender || null : null,
    showGender,
  }));
export type SetOwnGenderInput = z.input<typeof setOwnGenderInput>;
export type OwnGenderUpdate = z.output<typeof setOwnGenderInput>;

/** The own gender as saved, and whether others may see it. */
export const ownGenderSchema = z.object({
  gender: genderSchema.nullable(),
  customGender: z.string().nullable(),
  showGender: z.boolean(),
});
export type OwnGender = z.infer<typeof ownGenderSchema>;
