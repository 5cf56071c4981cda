import type { LeagueMember } from '@rally/shared/leagues/leagues.schemas';
import type { SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { UserPlusIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { useAddSeasonTeamPlayer } from '../api/season-rosters.ts';
import { personName } from '../lib/season-people.ts';

type AddPlayerDialogProps = {
  seasonId: string;
  team: SeasonTeam;
  /** League members on no team of the season. */
  available: readonly LeagueMember[];
  full: boolean;
};

/** An organiser or the team's captain adds a league member on no team yet. */
export function AddPlayerDialog({ seasonId, team, available, full }: AddPlayerDialogProps) {
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddSeasonTeamPlayer(seasonId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const member = available.find((person) => person.id === userId);
    if (!member) {
      setError('Pick a member to add');
      return;
    }
    add.mutate(
      { teamId: team.id, userId: member.id, name: personName(member) },
      { onSuccess: () => setOpen(false) },
    );
  };

  const formId = `add-player-${team.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setUserId('');
        setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={full} aria-label={`Add a player to ${team.name}`}>
          <UserPlusIcon aria-hidden /> {full ? 'Full' : 'Add player'}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Add a player to ${team.name}`}
        description="League members who are on no team this season."
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} disabled={add.isPending || available.length === 0}>
              {add.isPending ? 'Adding...' : 'Add to team'}
            </Button>
          </>
        }
      >
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every member of the league is on a team already.</p>
        ) : (
          <form id={formId} onSubmit={submit} noValidate>
            <FormField label="Member" error={error ?? undefined}>
              {(field) => (
                <NativeSelect {...field} value={userId} onChange={(event) => setUserId(event.target.value)}>
                  <option value="" disabled>
                    Pick a member
                  </option>
                  {available.map((member) => (
                    <option key={member.id} value={member.id}>
                      {personName(member)}
                      {member.username ? ` (@${member.username})` : ''}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
