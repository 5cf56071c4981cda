import type { ReactNode } from 'react';
import { SportChips } from '../../../components/sport-chips.tsx';
import { PersonAvatar } from './person-avatar.tsx';

type PersonRowProps = {
  person: { name: string; username: string; avatarUrl: string | null; sports: readonly string[] };
  online?: boolean;
  /** A line under the name (when a request arrived, what sports are shared). */
  detail?: ReactNode;
  actions?: ReactNode;
};

/** One person in the friends, requests, search and suggestion lists: who they are, then what to do. */
export function PersonRow({ person, online, detail, actions }: PersonRowProps) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PersonAvatar name={person.name} avatarUrl={person.avatarUrl} online={online} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{person.name}</p>
          <p className="truncate text-sm text-muted-foreground">@{person.username}</p>
          {detail ? <div className="mt-1 text-sm text-muted-foreground">{detail}</div> : null}
          <SportChips sports={person.sports} className="mt-2" />
        </div>
      </div>
      {/* One row of actions, never wrapped: a lone Remove on a line of its own reads as a stray. */}
      {actions ? <div className="flex gap-2 *:shrink-0 sm:shrink-0 sm:justify-end">{actions}</div> : null}
    </li>
  );
}
