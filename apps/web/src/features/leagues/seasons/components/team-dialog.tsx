import { SEASON_LIMITS, TEAM_COLOURS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonDetail, SeasonTeam } from '@rally/shared/seasons/seasons.schemas';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { NativeSelect } from '../../../../components/ui/field-controls.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useCreateSeasonTeam, useUpdateSeasonTeam } from '../api/season-teams.ts';
import { personName } from '../lib/season-people.ts';
import { TeamColourPicker } from './team-colour-picker.tsx';

type TeamDialogProps = {
  season: SeasonDetail;
  /** The team to change; none: a new team. */
  team?: SeasonTeam;
  /** Whom the captain may be: for a new team, members on no team; for a team, its players. */
  captainChoices: readonly { id: string; name: string | null }[];
  /** A team's captain changes its name and colour only; organisers also name the captain. */
  canPickCaptain: boolean;
  trigger: ReactNode;
};

/** The first palette colour no team of the season wears yet, so each new team starts different. */
function freeColour(season: SeasonDetail): string {
  const used = new Set(season.teams.map((team) => team.colour.toLowerCase()));
  return TEAM_COLOURS.find((colour) => !used.has(colour)) ?? TEAM_COLOURS[0];
}

/** Add a team (name, colour, captain), or change one. The server's refusal is shown in the dialog. */
export function TeamDialog({ season, team, captainChoices, canPickCaptain, trigger }: TeamDialogProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(team?.name ?? '');
  const [colour, setColour] = useState(team?.colour ?? freeColour(season));
  const [captainId, setCaptainId] = useState(team?.captain?.id ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateSeasonTeam(season.id);
  const update = useUpdateSeasonTeam(season.id, team?.id ?? '');
  const saving = team ? update : create;

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) return;
    setName(team?.name ?? '');
    setColour(team?.colour ?? freeColour(season));
    setCaptainId(team?.captain?.id ?? '');
    setNameError(null);
    create.reset();
    update.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Please give the team a name');
      return;
    }
    setNameError(null);
    const captain = canPickCaptain ? { captainId: captainId || null } : {};
    const done = { onSuccess: () => setOpen(false) };
    if (team) update.mutate({ name: name.trim(), colour, ...captain }, done);
    else create.mutate({ name: name.trim(), colour, ...captain }, done);
  };

  const formId = `team-form-${team?.id ?? 'new'}`;
  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        title={team ? `Edit ${team.name}` : 'Add a team'}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} disabled={saving.isPending}>
              {saving.isPending ? 'Saving...' : team ? 'Save team' : 'Add team'}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="grid gap-5">
          <FormField label="Team name" error={nameError ?? undefined}>
            {(field) => (
              <Input
                {...field}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={SEASON_LIMITS.teamNameMax}
                aria-required
              />
            )}
          </FormField>
          <TeamColourPicker value={colour} onChange={setColour} />
          {canPickCaptain ? (
            <FormField
              label="Captain"
              description={
                team
                  ? "One of the team's players."
                  : 'A league member on no team yet; they join the team as its first player.'
              }
            >
              {(field) => (
                <NativeSelect
                  {...field}
                  value={captainId}
                  onChange={(event) => setCaptainId(event.target.value)}
                >
                  <option value="">No captain</option>
                  {captainChoices.map((person) => (
                    <option key={person.id} value={person.id}>
                      {personName(person)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          {saving.isError ? <Alert variant="error">{errorMessage(saving.error)}</Alert> : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
