import { zodResolver } from '@hookform/resolvers/zod';
import { DISPLAY_NAME_MAX_LENGTH } from '@rally/shared/limits';
import { PROFILE_BIO_MAX_LENGTH, PROFILE_LOCATION_MAX_LENGTH } from '@rally/shared/profiles/profiles.limits';
import {
  type OwnProfile,
  type ProfileUpdate,
  type UpdateProfileInput,
  updateProfileInput,
} from '@rally/shared/profiles/profiles.schemas';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { LocationField } from '../../../../components/location-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../../components/ui/card.tsx';
import { Textarea } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import type { useSaveProfile } from '../../hooks/use-save-profile.ts';
import { toProfileFormValues } from '../../lib/profile-form-values.ts';
import { contentToast, type ProfileField } from '../../lib/profile-save-errors.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { GenderFields } from './gender-fields.tsx';
import { SportsSection } from './sports-section.tsx';

type EditProfileFormProps = {
  profile: OwnProfile;
  saver: ReturnType<typeof useSaveProfile>;
  /** Leaves without saving; absent during onboarding, when there is no profile to go back to. */
  onCancel?: (() => void) | undefined;
};

/** The name and bio checks run here for comfort, with the spec's toasts; the server checks again. */
function announceRefusedText(errors: FieldErrors<UpdateProfileInput>) {
  const refused = contentToast('name', errors.name?.message) ?? contentToast('bio', errors.bio?.message);
  if (refused) toast.error(refused.title, { description: refused.description });
}

export function EditProfileForm({ profile, saver, onCancel }: EditProfileFormProps) {
  const form = useForm<UpdateProfileInput, unknown, ProfileUpdate>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: toProfileFormValues(profile),
  });
  const { errors } = form.formState;
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string>();
  // Every field has a default (toProfileFormValues); the fallbacks only satisfy the schema's optional input type.
  const [name = '', bio, gender = null, sports = [], sportSkills = {}, location = '', latitude, longitude] =
    form.watch(['name', 'bio', 'gender', 'sports', 'sportSkills', 'location', 'latitude', 'longitude']);
  // Once a save was tried, the required fields say at once when they become right.
  const recheck = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };

  const submit = form.handleSubmit(
    (values) =>
      saver.save(values, avatar, {
        onAvatarSaved: () => setAvatar(null),
        onAvatarError: setAvatarError,
        onFieldErrors: (found) => {
          for (const [field, message] of Object.entries(found)) {
            form.setError(field as ProfileField, { message }, { shouldFocus: true });
          }
        },
      }),
    announceRefusedText,
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Photo</CardTitle>
        </CardHeader>
        <CardContent>
          <AvatarPicker
            name={name || profile.name}
            savedUrl={profile.avatarUrl}
            file={avatar}
            onFileChange={(file) => {
              setAvatar(file);
              setAvatarError(undefined);
            }}
            error={avatarError}
            onError={setAvatarError}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">About you</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField label="Username" description="Your username can't be changed.">
            {(field) => <Input {...field} value={profile.username} readOnly className="bg-muted" />}
          </FormField>
          <FormField label="Display name" error={errors.name?.message}>
            {(field) => (
              <Input
                {...field}
                {...form.register('name')}
                autoComplete="name"
                maxLength={DISPLAY_NAME_MAX_LENGTH}
                aria-required
              />
            )}
          </FormField>
          <FormField
            label="Location"
            error={errors.location?.message}
            description="Your city or neighbourhood, to show you games and venues near you. Pick a suggestion to place it exactly. Only you see it."
          >
            {(field) => (
              <LocationField
                control={field}
                value={{ name: location, latitude: latitude ?? null, longitude: longitude ?? null }}
                onChange={(place) => {
                  form.setValue('latitude', place.latitude);
                  form.setValue('longitude', place.longitude);
                  form.setValue('location', place.name, recheck);
                }}
                placeholder="e.g. Austin, TX"
                maxLength={PROFILE_LOCATION_MAX_LENGTH}
                required
              />
            )}
          </FormField>
          <FormField
            label="Bio"
            error={errors.bio?.message}
            description={`Only you see your bio. ${(bio ?? '').length}/${PROFILE_BIO_MAX_LENGTH} characters`}
          >
            {(field) => (
              <Textarea
                {...field}
                {...form.register('bio')}
                maxLength={PROFILE_BIO_MAX_LENGTH}
                placeholder="What you play, how often, and what kind of games you enjoy."
              />
            )}
          </FormField>
          <GenderFields
            gender={gender}
            onGenderChange={(value) => form.setValue('gender', value, { shouldDirty: true })}
            customGender={form.register('customGender')}
            customGenderError={errors.customGender?.message}
          />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Sports</CardTitle>
          <CardDescription>Choose at least one sport you play, and your level in each.</CardDescription>
        </CardHeader>
        <CardContent>
          <SportsSection
            selection={{ sports, sportSkills }}
            onChange={(next) => {
              form.setValue('sportSkills', next.sportSkills, { shouldDirty: true });
              form.setValue('sports', next.sports, recheck);
            }}
            error={errors.sports?.message ?? errors.sportSkills?.message}
          />
        </CardContent>
      </Card>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={saver.saving}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={saver.saving}>
          {saver.saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
