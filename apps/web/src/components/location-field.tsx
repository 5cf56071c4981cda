import type { PlaceSuggestion } from '@rally/shared/locations/locations.schemas';
import { MapPinIcon } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { cn } from '../lib/cn.ts';
import { usePlaceSuggestions } from '../lib/get-place-suggestions.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { PlaceKindBadge } from './place-kind-badge.tsx';
import type { FieldControlProps } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';

/** The location as typed, with coordinates only when it came from a suggestion. */
export type LocationValue = { name: string; latitude: number | null; longitude: number | null };

type LocationFieldProps = {
  control: FieldControlProps;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  maxLength: number;
  /** Where the viewer is, if they shared it: nearer places come first among equals. */
  near?: { lat: number; lng: number } | null;
  /** What the empty field suggests typing: a venue for a game, a city for a profile. */
  placeholder?: string;
  required?: boolean;
};

/**
 * A text field that suggests known venues and places as the user types (the ARIA 1.2 combobox with a
 * list popup). Picking one sets its coordinates, so the game shows a distance and a map marker; typing
 * freely keeps the text and drops them, since they would no longer match it.
 */
export function LocationField({
  control,
  value,
  onChange,
  maxLength,
  near: nearAtStart = null,
  placeholder = 'Venue, park or address',
  required,
}: LocationFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebouncedValue(value.name, 250);
  // Held from the first render, so the suggestions' query key does not change while someone types.
  const [near] = useState(nearAtStart);
  const suggestions = usePlaceSuggestions(open && value.latitude === null ? term : '', near);
  const places = suggestions.data ?? [];
  const expanded = open && places.length > 0 && value.name.trim().length > 0;

  const pick = (place: PlaceSuggestion) => {
    onChange({ name: place.name, latitude: place.latitude, longitude: place.longitude });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (places.length ? (index + 1) % places.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (places.length ? (index <= 0 ? places.length - 1 : index - 1) : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && places[active]) {
      // Enter picks the highlighted place instead of submitting the form.
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <MapPinIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        {...control}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        className="pl-9"
        placeholder={placeholder}
        aria-required={required}
        maxLength={maxLength}
        value={value.name}
        onChange={(event) => {
          onChange({ name: event.target.value, latitude: null, longitude: null });
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Suggested places"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {places.map((place, index) => (
          <div
            key={`${place.kind}-${place.name}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // mousedown, not click: the field's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
              index === active && 'bg-muted',
            )}
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{place.name}</span>
              {place.detail ? (
                <span className="block truncate text-xs text-muted-foreground">{place.detail}</span>
              ) : null}
            </span>
            <PlaceKindBadge kind={place.kind} />
          </div>
        ))}
      </div>
      {value.latitude !== null ? (
        <p className="mt-1.5 text-xs text-muted-foreground">
          Place found: distances and the map will use it.
        </p>
      ) : null}
    </div>
  );
}
