import { cn } from '../lib/cn.ts';

/** The spec's fallback for a player without a profile name (document 2 §2). */
export const UNKNOWN_PLAYER = 'Unknown Player';

type PlayerAvatarProps = {
  name: string | null;
  avatarUrl: string | null;
  size?: 'sm' | 'md';
  className?: string;
};

/**
 * A round photo, or the name's initial (U for a player without a name). Decorative: the name is
 * always written beside it.
 */
export function PlayerAvatar({ name, avatarUrl, size = 'md', className }: PlayerAvatarProps) {
  const initial = name?.trim().charAt(0).toUpperCase() || 'U';
  const box = size === 'md' ? 'size-10 text-base' : 'size-8 text-sm';
  if (avatarUrl) {
    return (
      <img src={avatarUrl} alt="" className={cn('shrink-0 rounded-full object-cover', box, className)} />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-foreground',
        box,
        className,
      )}
    >
      {initial}
    </span>
  );
}
