import { cn } from '../../../lib/cn.ts';
import type { NotificationFilter } from '../api/get-notification-history.ts';

export const NOTIFICATION_FILTERS: { value: NotificationFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'games', label: 'Games' },
  { value: 'leagues', label: 'Leagues' },
  { value: 'friends', label: 'Friends' },
  // A moderator's warning and "your report was reviewed": about the account, not a game.
  { value: 'account', label: 'Account' },
];

/** Which notifications the history shows: toggle buttons, the chosen one pressed. */
export function NotificationFilterButtons({
  value,
  onChange,
}: {
  value: NotificationFilter;
  onChange: (value: NotificationFilter) => void;
}) {
  return (
    <fieldset className="m-0 inline-flex min-w-0 flex-wrap gap-1 rounded-lg border-0 bg-muted p-1">
      <legend className="sr-only">Show notifications about</legend>
      {NOTIFICATION_FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          onClick={() => onChange(filter.value)}
          className={cn(
            'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-muted-foreground outline-none transition-colors focus-visible:ring-3 focus-visible:ring-ring/50',
            value === filter.value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {filter.label}
        </button>
      ))}
    </fieldset>
  );
}
