import { z } from 'zod';
import { CUSTOM_GENDER_MAX_LENGTH } from './profiles.limits.ts';
import { profileMessages } from './profiles.messages.ts';
import { genderSchema } from './profiles.schemas.ts';

/**
 * PUT /api/profiles/me/gender: a player adds their gender on the way into a gendered game, without the
 * whole Edit Profile form. "Other" needs the player's own words, as on the form. Like every gender on a
 * profile, only its owner sees it: other players see a name, avatar, sports and levels (spec document 1 §5).
 */
export const setOwnGenderInput = z
  .object({
    gender: genderSchema,
    customGender: z
      .string()
      .trim()
      .max(CUSTOM_GENDER_MAX_LENGTH, `Gender must be at most ${CUSTOM_GENDER_MAX_LENGTH} characters`)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.gender === 'other' && !input.customGender) {
      ctx.addIssue({ code: 'custom', path: ['customGender'], message: profileMessages.customGenderRequired });
    }
  })
  .transform(({ gender, customGender }) => ({
    gender,
    customGender: gender === 'other' ? customGender || null : null,
  }));
export type SetOwnGenderInput = z.input<typeof setOwnGenderInput>;
export type OwnGenderUpdate = z.output<typeof setOwnGenderInput>;

/** The own gender as saved. */
export const ownGenderSchema = z.object({
  gender: genderSchema.nullable(),
  customGender: z.string().nullable(),
});
export type OwnGender = z.infer<typeof ownGenderSchema>;
