import type { Fixture } from '@rally/shared/seasons/fixtures.schemas';
import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import type { SeasonDetail } from '@rally/shared/seasons/seasons.schemas';
import { type FormEvent, useState } from 'react';
import { LocationField, type LocationValue } from '../../../../components/location-field.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../../components/ui/dialog.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { useMoveSeasonFixture } from '../api/season-fixtures.ts';

/**
 * An organiser moves a fixture before it is played: a new date, time or venue (only what changed is
 * sent). A clash the server finds is shown in the dialog; both teams are told once it moves.
 */
export function MoveFixtureDialog({ fixture, season }: { fixture: Fixture; season: SeasonDetail }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(fixture.date);
  const [time, setTime] = useState(fixture.time);
  const [venue, setVenue] = useState<LocationValue>(fixture.venue);
  const [nothing, setNothing] = useState(false);
  const move = useMoveSeasonFixture(season.id);
  const label = `${fixture.home.name} v ${fixture.away.name}`;

  const openChange = (next: boolean) => {
    setOpen(next);
    setDate(fixture.date);
    setTime(fixture.time);
    setVenue(fixture.venue);
    setNothing(false);
    move.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...(date !== fixture.date ? { date } : {}),
      ...(time !== fixture.time ? { time } : {}),
      ...(venue.name.trim() !== fixture.venue.name ? { venue: { ...venue, name: venue.name.trim() } } : {}),
    };
    if (Object.keys(input).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    move.mutate({ fixtureId: fixture.id, input }, { onSuccess: () => setOpen(false) });
  };

  const formId = `move-${fixture.id}`;
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Move<span className="sr-only"> {label}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Move ${label}`}
        description={`Times are in ${season.timeZone.replaceAll('_', ' ')}. Both teams' players are told.`}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" form={formId} disabled={move.isPending}>
              {move.isPending ? 'Moving...' : 'Move fixture'}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Date">
              {(field) => (
                <Input {...field} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
              )}
            </FormField>
            <FormField label="Time">
              {(field) => (
                <Input {...field} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
              )}
            </FormField>
          </div>
          <FormField label="Venue">
            {(field) => (
              <LocationField
                control={field}
                value={venue}
                onChange={setVenue}
                maxLength={SEASON_LIMITS.venueNameMax}
              />
            )}
          </FormField>
          {nothing ? <Alert variant="info">Choose a new date, time or venue.</Alert> : null}
          {move.isError ? <Alert variant="error">{errorMessage(move.error)}</Alert> : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
