import type { ProfileScreen } from '@rally/shared/profiles/profiles.schemas';
import { MapPinIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileStats } from './profile-stats.tsx';
import { SportChip } from './sport-chip.tsx';

/**
 * Who the player is: photo, name, sports with levels and counts for everyone; username, location and
 * bio only on the own profile (another player's screen carries just the public fields).
 */
export function ProfileHeader({ screen, actions }: { screen: ProfileScreen; actions: ReactNode }) {
  const { profile } = screen;
  const own = screen.isOwn ? screen.profile : null;
  return (
    <Card className="overflow-hidden">
      <div className="h-20 bg-gradient-to-r from-primary/80 to-primary/30 sm:h-24" aria-hidden />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <ProfileAvatar name={profile.name} src={profile.avatarUrl} />
          {/* Phones: the first action on a row of its own, the rest in pairs, so none is left alone by a wrap. */}
          <div className="grid grid-cols-2 gap-2 *:first:col-span-2 sm:flex sm:flex-wrap">{actions}</div>
        </div>
        <div className="mt-4 grid gap-1">
          <h2 className="text-2xl font-extrabold tracking-tight break-words">{profile.name}</h2>
          {own ? <p className="text-sm text-muted-foreground">@{own.username}</p> : null}
          {own?.location ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPinIcon className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">Location: </span>
              {own.location}
            </p>
          ) : null}
        </div>
        {profile.sports.length > 0 ? (
          <ul aria-label="Sports" className="mt-4 flex flex-wrap gap-2">
            {profile.sports.map((sport) => (
              <li key={sport}>
                <SportChip sport={sport} skill={profile.sportSkills[sport]} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">No sports added yet.</p>
        )}
        {own?.bio ? <p className="mt-4 whitespace-pre-line break-words">{own.bio}</p> : null}
        <ProfileStats stats={screen.stats} />
      </div>
    </Card>
  );
}
