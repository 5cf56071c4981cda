import { StarIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingProps = {
  /** The saved rating, or null before the first. */
  value: number | null;
  disabled?: boolean;
  onRate(rating: number): void;
};

/** The 1-5 star Click to rate control: each star is a button, the saved one is pressed. */
export function StarRating({ value, disabled = false, onRate }: StarRatingProps) {
  return (
    <div className="grid gap-1">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Rate this game</legend>
        {STARS.map((star) => (
          <button
            key={star}
            type="button"
            disabled={disabled}
            aria-pressed={value === star}
            aria-label={`${star} ${star === 1 ? 'star' : 'stars'}`}
            onClick={() => onRate(star)}
            className="rounded-md p-1 outline-none transition-transform hover:scale-110 focus-visible:ring-3 focus-visible:ring-ring/60 disabled:opacity-55"
          >
            <StarIcon
              aria-hidden
              className={cn(
                'size-7',
                value !== null && star <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
              )}
            />
          </button>
        ))}
      </fieldset>
      <p className="text-sm text-muted-foreground">
        {value === null ? 'Click to rate' : `Your rating: ${value} of 5`}
      </p>
    </div>
  );
}
