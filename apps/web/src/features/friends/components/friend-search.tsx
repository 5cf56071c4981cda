import { friendSearchQuery } from '@rally/shared/friends/friends.schemas';
import { CheckIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFriendSearch } from '../api/search-friends.ts';
import { AddFriendButton } from './add-friend-button.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { PersonRow } from './person-row.tsx';

export const SEARCH_FAILED = 'Failed to search users';

/** Find people by username or name; a blank term is refused with the server's own message. */
export function FriendSearch() {
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const search = useFriendSearch(term);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = friendSearchQuery.safeParse({ q: draft });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? SEARCH_FAILED);
      return;
    }
    setInvalid(null);
    setSent(null);
    setTerm(parsed.data.q);
  }

  return (
    <section aria-labelledby={`${inputId}-heading`} className="p-4 sm:p-5">
      <h2 id={`${inputId}-heading`} className="text-lg font-bold">
        Search players
      </h2>
      <form onSubmit={submit} noValidate className="mt-3">
        <Label htmlFor={inputId}>Username or name</Label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={inputId}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="e.g. sam_plays or Sam"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? errorId : undefined}
            autoComplete="off"
          />
          <Button type="submit" className="h-11" disabled={search.isFetching}>
            <SearchIcon aria-hidden />
            Search
          </Button>
        </div>
        {invalid ? (
          <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-destructive">
            {invalid}
          </p>
        ) : null}
      </form>
      {sent ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-lg bg-accent px-4 py-3 text-sm font-medium text-accent-foreground"
        >
          <CheckIcon className="size-4 shrink-0" aria-hidden />
          {sent.accepted ? `You and ${sent.name} are now friends.` : `Request sent to ${sent.name}.`}
        </p>
      ) : null}
      {term === null ? null : (
        <SearchResults term={term} search={search} hideEmpty={sent !== null} onSent={setSent} />
      )}
    </section>
  );
}

type SentRequest = { name: string; accepted: boolean };

type SearchResultsProps = {
  term: string;
  search: ReturnType<typeof useFriendSearch>;
  /** After a request from these results, an emptied list is the confirmation's, not "No players found". */
  hideEmpty: boolean;
  onSent: (sent: SentRequest) => void;
};

function SearchResults({ term, search, hideEmpty, onSent }: SearchResultsProps) {
  if (search.isPending) return <ListSkeleton label="Searching..." rows={2} />;
  if (search.isError) {
    // A refused term (400) carries the server's reason; anything else is the spec's failure text.
    const message =
      isApiError(search.error) && search.error.status === 400 ? search.error.message : SEARCH_FAILED;
    return (
      <Alert variant="error" className="mt-4">
        {message}
      </Alert>
    );
  }
  if (search.data.users.length === 0) {
    if (hideEmpty) return null;
    return (
      <p role="status" className="mt-4 rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
        No players found for “{term}”.
      </p>
    );
  }
  return (
    <ul aria-label="Search results" className="mt-4 divide-y rounded-lg border">
      {search.data.users.map((user) => (
        <PersonRow
          key={user.userId}
          person={user}
          actions={<AddFriendButton userId={user.userId} name={user.name} onSent={onSent} />}
        />
      ))}
    </ul>
  );
}
