import { gameMessages } from '@rally/shared/games/games.messages';
import type { OwnGenderUpdate } from '@rally/shared/profiles/profile-gender.schemas';
import { CUSTOM_GENDER_MAX_LENGTH, GENDERS } from '@rally/shared/profiles/profiles.limits';
import type { Gender } from '@rally/shared/profiles/profiles.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSetOwnGender } from '../api/set-own-gender.ts';

const genderLabels: Record<Gender, string> = { man: 'Man', woman: 'Woman', other: 'Other' };

type AddGenderDialogProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Whom the game is for, in the dialog's words: "a women's game". */
  gameKind: string;
  /** Runs once the gender is saved: the join, request or waitlist the player pressed. */
  onSaved(saved: OwnGenderUpdate): void;
};

/**
 * Asks a player with no gender on their profile for one before they join a gendered game, with the
 * choices the profile form has. It stays private unless they tick "Show on my profile".
 */
export function AddGenderDialog(props: AddGenderDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <GenderForm {...props} /> : null}
    </Dialog>
  );
}

const FORM_ID = 'add-gender-form';

function GenderForm({ gameKind, onOpenChange, onSaved }: AddGenderDialogProps) {
  const save = useSetOwnGender();
  const [gender, setGender] = useState<Gender | ''>('');
  const [customGender, setCustomGender] = useState('');
  const [errors, setErrors] = useState<{ gender?: string; customGender?: string; form?: string }>({});

  return (
    <DialogContent
      title="Add your gender"
      description={`This is ${gameKind}, so we need your gender before you join.`}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save and continue'}
          </Button>
        </>
      }
    >
      <form
        id={FORM_ID}
        className="grid gap-5"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!gender) {
            setErrors({ gender: 'Please choose your gender.' });
            return;
          }
          // The same check the server makes: "Other" needs the player's own words. Its schema loads
          // on the first save, not with the game's page.
          const { setOwnGenderInput } = await import('@rally/shared/profiles/profile-gender.schemas');
          const parsed = setOwnGenderInput.safeParse({ gender, customGender });
          if (!parsed.success) {
            setErrors({ customGender: parsed.error.issues[0]?.message });
            return;
          }
          // A promise rather than the mutation's callbacks: those are dropped once the form unmounts,
          // which the refreshed game (no longer asking for a gender) makes it do.
          save.mutateAsync(parsed.data).then(
            () => {
              onOpenChange(false);
              onSaved(parsed.data);
            },
            (error: unknown) => setErrors({ form: errorMessage(error, gameMessages.genderSaveFailed) }),
          );
        }}
      >
        <FormField label="Gender" error={errors.gender}>
          {(field) => (
            <NativeSelect
              {...field}
              value={gender}
              aria-required
              onChange={(event) => {
                setErrors({});
                setGender(event.target.value as Gender | '');
              }}
            >
              <option value="">Choose...</option>
              {GENDERS.map((value) => (
                <option key={value} value={value}>
                  {genderLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {gender === 'other' ? (
          <FormField label="Your gender" error={errors.customGender}>
            {(field) => (
              <Input
                {...field}
                value={customGender}
                maxLength={CUSTOM_GENDER_MAX_LENGTH}
                aria-required
                onChange={(event) => {
                  setErrors({});
                  setCustomGender(event.target.value);
                }}
              />
            )}
          </FormField>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Only you see your gender: Rally uses it to check which games you can join.
        </p>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.form}
          </p>
        ) : null}
      </form>
    </DialogContent>
  );
}
