import { CUSTOM_GENDER_MAX_LENGTH, GENDERS } from '@rally/shared/profiles/profiles.limits';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';

const genderLabels: Record<Gender, string> = { man: 'Man', woman: 'Woman', other: 'Other' };

type GenderFieldsProps = {
  gender: Gender | null;
  onGenderChange: (gender: Gender | null) => void;
  customGender: UseFormRegisterReturn<'customGender'>;
  customGenderError: string | undefined;
};

/** Gender is optional; "Other" asks for the player's own words. */
export function GenderFields({ gender, onGenderChange, customGender, customGenderError }: GenderFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Gender">
        {(field) => (
          <NativeSelect
            {...field}
            value={gender ?? ''}
            onChange={(event) => onGenderChange((event.target.value || null) as Gender | null)}
          >
            <option value="">Prefer not to say</option>
            {GENDERS.map((value) => (
              <option key={value} value={value}>
                {genderLabels[value]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {gender === 'other' ? (
        <FormField label="Your gender" error={customGenderError}>
          {(field) => (
            <Input {...field} {...customGender} maxLength={CUSTOM_GENDER_MAX_LENGTH} aria-required />
          )}
        </FormField>
      ) : null}
    </div>
  );
}
