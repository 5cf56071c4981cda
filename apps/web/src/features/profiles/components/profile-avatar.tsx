import { useState } from 'react';
import { cn } from '../../../lib/cn.ts';

type ProfileAvatarProps = {
  name: string;
  /** The stored photo, or a local preview; null shows the initial. */
  src: string | null;
  className?: string;
};

/** A round photo, or the name's initial when there is none (or it fails to load). */
export function ProfileAvatar({ name, src, className }: ProfileAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  const showPhoto = src !== null && src !== failedSrc;
  return (
    <span
      className={cn(
        'flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-4xl font-bold text-primary-foreground ring-4 ring-card',
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={src}
          alt={`${name}'s avatar`}
          className="size-full object-cover"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden>{initial}</span>
      )}
    </span>
  );
}
