import { cn } from '../../../lib/cn.ts';

type PersonAvatarProps = {
  name: string;
  avatarUrl?: string | null;
  /** Shows the green dot; leave undefined where presence does not apply. */
  online?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

/** A round avatar with the name's initial when there is no photo; the name itself is always shown beside it. */
export function PersonAvatar({ name, avatarUrl, online, size = 'md', className }: PersonAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={cn('relative inline-flex shrink-0', className)}>
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt=""
          className={cn('rounded-full object-cover', size === 'md' ? 'size-12' : 'size-10')}
        />
      ) : (
        <span
          aria-hidden
          className={cn(
            'flex items-center justify-center rounded-full bg-accent font-bold text-accent-foreground',
            size === 'md' ? 'size-12 text-lg' : 'size-10 text-base',
          )}
        >
          {initial}
        </span>
      )}
      {online ? (
        <span
          role="img"
          aria-label="Online"
          className="absolute right-0 bottom-0 size-3.5 rounded-full bg-green-600 ring-2 ring-card"
        />
      ) : null}
    </span>
  );
}
