import { AVATAR_ACCEPT, AVATAR_MAX_MB } from '@rally/shared/profiles/profiles.limits';
import { CameraIcon, UndoIcon } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { avatarFileProblem } from '../../lib/avatar-file-check.ts';
import { ProfileAvatar } from '../profile-avatar.tsx';

type AvatarPickerProps = {
  name: string;
  savedUrl: string | null;
  /** The photo picked and not yet uploaded (it is uploaded with Save Changes). */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Why the last pick or upload failed: our own check, or the server's answer. */
  error: string | undefined;
  onError: (message: string | undefined) => void;
};

/** A local preview URL for the picked file, released when the file changes or the form closes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function AvatarPicker({ name, savedUrl, file, onFileChange, error, onError }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);
  const id = useId();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    // Clearing the input lets the same file be picked again after a failed upload.
    event.target.value = '';
    if (!picked) return;
    const problem = avatarFileProblem(picked);
    onError(problem ?? undefined);
    if (!problem) onFileChange(picked);
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <ProfileAvatar name={name} src={preview ?? savedUrl} className="ring-0" />
      <div className="grid gap-2 text-center sm:text-left">
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={`${id}-help`}>
            <CameraIcon aria-hidden /> {savedUrl || file ? 'Change photo' : 'Add photo'}
          </Button>
          {file ? (
            <Button variant="ghost" onClick={() => onFileChange(null)}>
              <UndoIcon aria-hidden /> Keep current photo
            </Button>
          ) : null}
        </div>
        {/* The button above opens it; hidden so keyboard users meet one control, not two. */}
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          aria-label="Profile photo"
          className="hidden"
          onChange={pick}
        />
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          {file
            ? 'New photo selected: it is uploaded when you save.'
            : `JPEG, PNG, WebP or GIF, up to ${AVATAR_MAX_MB} MB.`}
        </p>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
