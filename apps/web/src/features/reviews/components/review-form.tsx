import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_RATING_DEFAULT } from '@rally/shared/reviews/reviews.schemas';
import { checkContent } from '@rally/shared/text-filter';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect, Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

export type PlayerChoice = { key: string; label: string };
export type ReviewFormValues = { key: string; rating: number; comment: string };

/**
 * Choose a player, give 1 to 5 stars (5 to start with) and an optional comment. The comment is checked
 * here with the server's own rule, so the spec's text shows before anything is sent. After a
 * successful submit the form starts over.
 */
export function ReviewForm({
  players,
  submitting,
  onSubmit,
}: {
  players: readonly PlayerChoice[];
  submitting: boolean;
  /** Resolves once the review is saved; the form then resets. */
  onSubmit: (values: ReviewFormValues) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState('');
  const [rating, setRating] = useState(REVIEW_RATING_DEFAULT);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  // The chosen player may have left the list (reviewed elsewhere): fall back to the first one.
  const key = players.some((player) => player.key === chosen) ? chosen : (players[0]?.key ?? '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const issue = comment.trim() ? checkContent('review', comment) : null;
    setCommentError(issue ?? undefined);
    if (issue || !key) return;
    try {
      await onSubmit({ key, rating, comment: comment.trim() });
      setChosen('');
      setRating(REVIEW_RATING_DEFAULT);
      setComment('');
    } catch {
      // The mutation's toast has said what went wrong; the form keeps what was typed.
    }
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <FormField label="Player to review">
        {(control) => (
          <NativeSelect {...control} value={key} onChange={(event) => setChosen(event.target.value)}>
            {players.map((player) => (
              <option key={player.key} value={player.key}>
                {player.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <StarRatingInput value={rating} onChange={setRating} legend="Sportsmanship rating" />
      <FormField label="Comment (optional)" error={commentError}>
        {(control) => (
          <Textarea
            {...control}
            value={comment}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            placeholder="How was playing with them?"
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={submitting || !key} className="justify-self-start">
        {submitting ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  );
}
