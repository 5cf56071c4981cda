import { TEAM_NAME_MAX_LENGTH, TEAMS_MAX, TEAMS_MIN } from '@rally/shared/games/game-day.limits';
import type { GameDetail } from '@rally/shared/games/games.schemas';
import type { DraftMember } from '@rally/shared/games/teams.schemas';
import { ShuffleIcon, UsersRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useDraftTeams, usePublishTeams } from '../api/teams.ts';
import { formatAverage } from './team-average.ts';

type EditedTeam = { name: string; members: DraftMember[] };

/** Everyone the roster shows: each player and each guest they bring. */
const rosterSize = (game: GameDetail) =>
  game.participants.reduce((count, player) => count + 1 + player.guests.length, 0);

const averageOf = (members: DraftMember[]) =>
  members.length === 0 ? 0 : members.reduce((sum, m) => sum + m.strength, 0) / members.length;

const memberKey = (member: DraftMember) => member.userId ?? `guest:${member.guestId}`;

/** A new seed for "Shuffle": any other split the server finds as fair. */
const newSeed = () => Math.floor(Math.random() * 2_147_483_647);

/**
 * "Make teams" (issue 27 §3): the host or a co-host picks how many teams and whether players stay with
 * their guests; the server proposes a balanced split with each team's average; the host shuffles again,
 * moves a player with the select beside their name (keyboard and screen reader friendly), names the
 * teams and publishes them.
 */
export function MakeTeamsButton({ game }: { game: GameDetail }) {
  const [open, setOpen] = useState(false);
  if (!game.abilities.canMakeTeams) return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <UsersRoundIcon aria-hidden />
        Make teams
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {/* Mounted only while open: each opening starts a new draft. */}
        {open ? <MakeTeamsPanel game={game} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function MakeTeamsPanel({ game, onDone }: { game: GameDetail; onDone(): void }) {
  const players = rosterSize(game);
  const maxTeams = Math.max(TEAMS_MIN, Math.min(TEAMS_MAX, players));
  const [teamCount, setTeamCount] = useState(TEAMS_MIN);
  const [keepGroups, setKeepGroups] = useState(false);
  const [teams, setTeams] = useState<EditedTeam[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const draft = useDraftTeams(game.id);
  const publish = usePublishTeams(game.id);
  const countId = useId();
  const keepId = useId();

  const make = () => {
    setError(null);
    draft.mutate(
      { teamCount, keepGroups, seed: newSeed() },
      {
        onSuccess: (made) => setTeams(made.teams.map((team) => ({ name: team.name, members: team.members }))),
      },
    );
  };

  const move = (member: DraftMember, to: number) =>
    setTeams((current) =>
      current
        ? current.map((team, index) => ({
            ...team,
            members:
              index === to
                ? [...team.members.filter((m) => memberKey(m) !== memberKey(member)), member]
                : team.members.filter((m) => memberKey(m) !== memberKey(member)),
          }))
        : current,
    );

  const rename = (index: number, name: string) =>
    setTeams((current) => current?.map((team, i) => (i === index ? { ...team, name } : team)) ?? current);

  const submit = () => {
    if (!teams) return;
    if (teams.some((team) => team.members.length === 0)) {
      setError('Every team needs at least one player.');
      return;
    }
    if (teams.some((team) => team.name.trim() === '')) {
      setError('Give each team a name.');
      return;
    }
    publish.mutate(
      {
        teams: teams.map((team) => ({
          name: team.name.trim(),
          members: team.members.map((m) => (m.userId ? { userId: m.userId } : { guestId: m.guestId ?? '' })),
        })),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <DialogContent
      title="Make teams"
      description="Balanced on each player's skill in this sport and their past results. Guests count as the player who brought them."
      className="max-w-2xl"
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          {teams ? (
            <Button onClick={submit} disabled={publish.isPending}>
              {publish.isPending ? 'Publishing...' : 'Publish teams'}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={countId}>Number of teams</Label>
            <NativeSelect
              id={countId}
              className="w-28"
              value={teamCount}
              onChange={(event) => setTeamCount(Number(event.target.value))}
            >
              {Array.from({ length: maxTeams - TEAMS_MIN + 1 }, (_, i) => TEAMS_MIN + i).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-center gap-2 pb-3">
            <Checkbox
              id={keepId}
              checked={keepGroups}
              onCheckedChange={(value) => setKeepGroups(value === true)}
            />
            <Label htmlFor={keepId}>Keep players with their guests</Label>
          </div>
          <Button variant={teams ? 'outline' : 'default'} onClick={make} disabled={draft.isPending}>
            {teams ? <ShuffleIcon aria-hidden /> : null}
            {draft.isPending ? 'Making teams...' : teams ? 'Shuffle' : 'Make teams'}
          </Button>
        </div>
        {teams ? (
          <div className="grid gap-3 sm:grid-cols-2">
            {teams.map((team, index) => (
              <DraftTeamCard
                // biome-ignore lint/suspicious/noArrayIndexKey: a team is its place in the split
                key={index}
                index={index}
                team={team}
                teams={teams}
                onRename={(name) => rename(index, name)}
                onMove={move}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {players} {players === 1 ? 'player' : 'players'} on the roster. Choose the number of teams, then
            Make teams.
          </p>
        )}
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </DialogContent>
  );
}

function DraftTeamCard({
  index,
  team,
  teams,
  onRename,
  onMove,
}: {
  index: number;
  team: EditedTeam;
  teams: EditedTeam[];
  onRename(name: string): void;
  onMove(member: DraftMember, to: number): void;
}) {
  const nameId = useId();
  const label = team.name.trim() || `Team ${index + 1}`;
  return (
    <section aria-label={label} className="grid gap-2 rounded-lg border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={nameId}>Team {index + 1} name</Label>
        <Input
          id={nameId}
          value={team.name}
          maxLength={TEAM_NAME_MAX_LENGTH}
          onChange={(event) => onRename(event.target.value)}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {team.members.length} {team.members.length === 1 ? 'player' : 'players'} · average{' '}
        {formatAverage(averageOf(team.members))}
      </p>
      <ul className="grid gap-1.5">
        {team.members.map((member) => {
          const name = member.name ?? 'Unknown Player';
          return (
            <li key={memberKey(member)} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm">
                {name}
                {member.guestId ? <span className="text-muted-foreground"> (guest)</span> : null}
              </span>
              <NativeSelect
                aria-label={`Team for ${name}`}
                className="h-9 w-32 text-sm"
                value={index}
                onChange={(event) => onMove(member, Number(event.target.value))}
              >
                {teams.map((other, to) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a team is its place in the split
                  <option key={to} value={to}>
                    {other.name.trim() || `Team ${to + 1}`}
                  </option>
                ))}
              </NativeSelect>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
