import { sportInfo } from '@rally/shared/sports';
import { SparklesIcon } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { usePlayerPlace } from '../../../lib/use-player-place.ts';
import { useFriendSuggestions } from '../api/get-friend-suggestions.ts';
import { AddFriendButton } from './add-friend-button.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { PersonRow } from './person-row.tsx';

export const SUGGESTIONS_FAILED = 'Failed to load friend suggestions';

/** How far a suggested player is: "Near you" within 5 miles, else the distance; nothing when unknown. */
export function suggestionDistanceText(miles: number | null, distance: (miles: number) => string) {
  if (miles === null) return undefined;
  return miles < NEAR_YOU_MILES ? 'Near you' : `${distance(miles)} away`;
}
const NEAR_YOU_MILES = 5;

/**
 * Up to 10 people who share the user's sports, best match first (scored by the server: shared sports,
 * similar skill, and nearness to where the player is).
 */
export function FriendSuggestions() {
  const place = usePlayerPlace();
  const { distance } = useDistanceFormat();
  const { data, isPending, isError } = useFriendSuggestions(place.near, place.settled);
  return (
    <section aria-labelledby="suggestions-heading" className="border-t p-4 sm:p-5">
      <h2 id="suggestions-heading" className="text-lg font-bold">
        Suggested for you
      </h2>
      <p className="text-sm text-muted-foreground">Players near you who share your sports</p>
      <div className="mt-3">
        {isPending ? (
          <ListSkeleton label="Loading suggestions..." rows={2} />
        ) : isError ? (
          <Alert variant="error">{SUGGESTIONS_FAILED}</Alert>
        ) : data.suggestions.length === 0 ? (
          <EmptyState
            icon={SparklesIcon}
            title="No suggestions right now"
            detail="Add sports to your profile and we'll suggest players who share them."
          />
        ) : (
          <ul aria-label="Suggested friends" className="divide-y rounded-lg border">
            {data.suggestions.map((person) => (
              <PersonRow
                key={person.userId}
                person={person}
                detail={[
                  suggestionDistanceText(person.distanceMiles, distance),
                  sharedSportsLabel(person.sharedSports),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                actions={<AddFriendButton userId={person.userId} name={person.name} />}
              />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function sharedSportsLabel(sports: string[]): string | undefined {
  if (sports.length === 0) return undefined;
  return `Also plays ${sports.map((sport) => sportInfo(sport).label).join(', ')}`;
}
