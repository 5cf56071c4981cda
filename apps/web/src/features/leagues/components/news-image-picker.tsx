import { NEWS_IMAGES_MAX } from '@rally/shared/leagues/leagues.schemas';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

type NewsImagePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Images the post already holds: together with the picked ones they stay within the cap. */
  existing?: number;
};

// A File has no id of its own; two picks of the same photo are still two images to remove one by one.
const fileKeys = new WeakMap<File, string>();
let nextFileKey = 0;
function fileKey(file: File): string {
  let key = fileKeys.get(file);
  if (!key) {
    nextFileKey += 1;
    key = `picked-${nextFileKey}`;
    fileKeys.set(file, key);
  }
  return key;
}

/** Local preview URLs for the picked files, released when the files change or the dialog closes. */
function usePreviewUrls(files: readonly File[]): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const objectUrls = files.map((file) => URL.createObjectURL(file));
    setUrls(objectUrls);
    return () => {
      for (const url of objectUrls) URL.revokeObjectURL(url);
    };
  }, [files]);
  return urls;
}

/** Picks several images at once, previews them, and lets each be removed before the post is sent. */
export function NewsImagePicker({ files, onChange, existing = 0 }: NewsImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviewUrls(files);
  const id = useId();
  const room = NEWS_IMAGES_MAX - existing - files.length;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])].filter((file) => file.type.startsWith('image/'));
    // Clearing the input lets the same file be picked again after it was removed.
    event.target.value = '';
    if (picked.length > 0) onChange([...files, ...picked].slice(0, NEWS_IMAGES_MAX - existing));
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          disabled={room <= 0}
          onClick={() => input.current?.click()}
          aria-describedby={`${id}-help`}
        >
          <ImagePlusIcon aria-hidden /> Add Images
        </Button>
        {/* The button above opens it; hidden so keyboard users meet one control, not two. */}
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          aria-label="Images"
          className="hidden"
          onChange={pick}
        />
      </div>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        Images only, several at once, up to {NEWS_IMAGES_MAX} per post.
      </p>
      {files.length > 0 ? (
        <ul aria-label="Images to upload" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {files.map((file, index) => (
            <li key={fileKey(file)} className="relative">
              {previews[index] ? (
                <img
                  src={previews[index]}
                  alt={`Preview of ${file.name}`}
                  className="aspect-square w-full rounded-lg border object-cover"
                />
              ) : (
                <div className="aspect-square w-full rounded-lg border bg-muted" />
              )}
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-1 right-1 size-8 rounded-full shadow"
                onClick={() => onChange(files.filter((_, kept) => kept !== index))}
              >
                <XIcon aria-hidden />
                <span className="sr-only">Remove {file.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
