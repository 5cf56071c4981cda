import { profileMessages } from '@rally/shared/profiles/profiles.messages';
import type { ProfileUpdate } from '@rally/shared/profiles/profiles.schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import {
  contentToast,
  type ProfileField,
  saveFailureMessage,
  serverFieldErrors,
} from '../lib/profile-save-errors.ts';

/** Asks the app for a fresh session and answers whether the profile now counts as complete (null: unknown). */
export type RefreshSession = () => Promise<boolean | null>;

type SaveProfileOptions = {
  /** Whether the profile was complete when the form opened: completing it is the end of onboarding. */
  wasComplete: boolean;
  refreshSession: RefreshSession;
};

type SaveReport = {
  onAvatarSaved: () => void;
  onAvatarError: (message: string) => void;
  onFieldErrors: (errors: Partial<Record<ProfileField, string>>) => void;
};

/**
 * Save Changes: the picked photo is uploaded first (so a refused image stops the save with the
 * server's reason), then the form. Afterwards the session is refreshed, because its display name and
 * `profileComplete` come from the profile, and the player goes to the dashboard if this save finished
 * onboarding, otherwise back to their profile.
 */
export function useSaveProfile({ wasComplete, refreshSession }: SaveProfileOptions) {
  const uploadAvatar = useUploadAvatar();
  const updateProfile = useUpdateProfile();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  async function uploadPhoto(file: File, report: SaveReport): Promise<boolean> {
    try {
      await uploadAvatar.mutateAsync(file);
      report.onAvatarSaved();
      return true;
    } catch (error) {
      const message = saveFailureMessage(error);
      report.onAvatarError(message);
      toast.error(message);
      return false;
    }
  }

  async function saveFields(values: ProfileUpdate, report: SaveReport): Promise<boolean> {
    try {
      await updateProfile.mutateAsync(values);
      return true;
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      report.onFieldErrors(fieldErrors);
      const refused = contentToast('name', fieldErrors.name) ?? contentToast('bio', fieldErrors.bio);
      if (refused) toast.error(refused.title, { description: refused.description });
      else toast.error(saveFailureMessage(error));
      return false;
    }
  }

  async function save(values: ProfileUpdate, avatar: File | null, report: SaveReport) {
    setSaving(true);
    try {
      if (avatar && !(await uploadPhoto(avatar, report))) return;
      if (!(await saveFields(values, report))) return;
      toast.success(profileMessages.updated);
      const complete = await refreshSession().catch(() => null);
      const finishedOnboarding = !wasComplete && complete === true;
      navigate(finishedOnboarding ? paths.dashboard.getHref() : paths.profile.getHref());
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
