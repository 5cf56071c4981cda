import { LocateFixedIcon, LocateIcon, MapPinIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { usePlayerPosition } from '../lib/get-player-position.ts';
import { chooseDevicePlace, choosePlace, type PlaceChoice } from '../lib/player-place.ts';
import { usePlayerPlace } from '../lib/use-player-place.ts';
import { LocationField, type LocationValue } from './location-field.tsx';
import { Button } from './ui/button.tsx';

const PLACE_MAX_LENGTH = 200;

/** Which place distances are measured from, in a sentence. */
export function originSentence(choice: PlaceChoice | null, profileKnown: boolean): string {
  if (choice?.kind === 'typed') return `Distances are from ${choice.label}.`;
  if (choice?.kind === 'device') return 'Distances are from your current location.';
  return profileKnown
    ? 'Distances are from your profile location.'
    : 'Distances appear once your profile has a location, or you use yours.';
}

/**
 * "Near Austin, TX · Change": where every near list measures from, and the one place to change it.
 * Change offers the browser's position ("Use my location", which asks for permission only then), a
 * typed place with suggestions (kept for this browser session), or the profile's place again.
 */
export function NearPlaceControl({ className }: { className?: string }) {
  const place = usePlayerPlace();
  const position = usePlayerPosition(place.near, place.settled && place.choice?.kind !== 'typed');
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState<LocationValue>({ name: '', latitude: null, longitude: null });
  const panelId = useId();
  const fieldId = useId();

  const label = place.choice?.kind === 'typed' ? place.choice.label : (position.data?.label ?? null);
  const known = place.choice !== null || Boolean(position.data);
  // A page the server drew (Find) comes with the profile's place named: shown until the player's own is known.
  const drawnPlace = !place.settled && Boolean(position.data);
  // Not "once your profile has a location" while the profile's place is still being asked for.
  const originKnown = place.choice?.kind === 'typed' || drawnPlace || (place.settled && !position.isPending);
  const heading =
    (!place.settled && !drawnPlace) || (position.isPending && place.choice?.kind !== 'typed')
      ? 'Finding where you are...'
      : label
        ? `Near ${label}`
        : known
          ? place.choice?.kind === 'device'
            ? 'Near your current location'
            : 'Near your profile location'
          : 'No place set';

  const locate = async () => {
    setLocating(true);
    setProblem(null);
    try {
      await chooseDevicePlace();
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setLocating(false);
    }
  };

  const pickTyped = (value: LocationValue) => {
    setTyped(value);
    if (value.latitude !== null && value.longitude !== null) {
      choosePlace({ kind: 'typed', lat: value.latitude, lng: value.longitude, label: value.name });
      setTyped({ name: '', latitude: null, longitude: null });
      setOpen(false);
    }
  };

  return (
    <div className={className}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <MapPinIcon className="size-4 shrink-0 text-primary" aria-hidden />
        <span className="font-semibold">{heading}</span>
        <span aria-hidden className="text-muted-foreground">
          ·
        </span>
        <Button
          variant="link"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close' : 'Change'}
          <span className="sr-only"> where you are</span>
        </Button>
      </div>
      <p aria-live="polite" className="mt-0.5 text-sm text-muted-foreground">
        {problem ?? (originKnown ? originSentence(place.choice, Boolean(position.data)) : '')}
      </p>
      {open ? (
        <div id={panelId} className="mt-2 grid gap-3 rounded-lg border bg-card p-3 sm:max-w-md">
          <div className="flex flex-wrap gap-2">
            {place.choice?.kind === 'device' ? null : (
              <Button variant="outline" size="sm" onClick={locate} disabled={locating}>
                <LocateFixedIcon aria-hidden />
                {locating ? 'Finding your location...' : 'Use my location'}
              </Button>
            )}
            {place.choice ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  choosePlace(null);
                  setProblem(null);
                  setOpen(false);
                }}
              >
                <LocateIcon aria-hidden />
                Use my profile location
              </Button>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium">
              Or type a place
            </label>
            <LocationField
              control={{ id: fieldId, 'aria-invalid': undefined, 'aria-describedby': undefined }}
              value={typed}
              onChange={pickTyped}
              maxLength={PLACE_MAX_LENGTH}
              near={place.near}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
