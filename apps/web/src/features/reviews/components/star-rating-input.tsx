import { REVIEW_RATING_MAX } from '@rally/shared/reviews/reviews.schemas';
import { StarIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../lib/cn.ts';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 5 stars as a radio group: arrow keys move between stars, each star is named ("4 stars"), and
 * the stars up to the chosen one are filled.
 */
export function StarRatingInput({
  value,
  onChange,
  legend = 'Rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  legend?: string;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/60"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              className="sr-only"
            />
            <StarIcon
              aria-hidden
              className={cn(
                'size-8 transition-colors',
                star <= value ? 'fill-amber-400 text-amber-600' : 'text-muted-foreground',
              )}
            />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
