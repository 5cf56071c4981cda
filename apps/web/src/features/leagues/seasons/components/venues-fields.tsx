import { SEASON_LIMITS } from '@rally/shared/seasons/seasons.constants';
import { PlusIcon, XIcon } from 'lucide-react';
import { LocationField, type LocationValue } from '../../../../components/location-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';

type VenuesFieldsProps = {
  venues: LocationValue[];
  onChange: (next: LocationValue[]) => void;
  /** One message per venue, by position. */
  venueErrors: (string | undefined)[];
  listError?: string | undefined;
};

/** Where fixtures are played: one or more venues, each suggested as the create-game form suggests places. */
export function VenuesFields({ venues, onChange, venueErrors, listError }: VenuesFieldsProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Venues</legend>
      {venues.map((venue, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is edited in place, never reordered
        <div key={index} className="flex items-end gap-2">
          <FormField label={`Venue ${index + 1}`} error={venueErrors[index]} className="flex-1">
            {(field) => (
              <LocationField
                control={field}
                value={venue}
                maxLength={SEASON_LIMITS.venueNameMax}
                onChange={(next) => onChange(venues.map((v, i) => (i === index ? next : v)))}
              />
            )}
          </FormField>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className={venueErrors[index] ? 'mb-7' : undefined}
            aria-label={`Remove venue ${index + 1}`}
            disabled={venues.length === 1}
            onClick={() => onChange(venues.filter((_, i) => i !== index))}
          >
            <XIcon aria-hidden />
          </Button>
        </div>
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={venues.length >= SEASON_LIMITS.venuesMax}
          onClick={() => onChange([...venues, { name: '', latitude: null, longitude: null }])}
        >
          <PlusIcon aria-hidden /> Add a venue
        </Button>
      </div>
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
