import {
  DISTANCE_MILES_MAX,
  GAME_GENDERS,
  GAME_SKILL_LEVELS,
  VENUE_COSTS,
} from '@rally/shared/games/games.schemas';
import { SPORTS } from '@rally/shared/sports';
import { useId, useState } from 'react';
import { ChoiceOptions } from '../../../components/choice-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { DEFAULT_FILTERS, type FindFilters, type FindState } from '../lib/find-state.ts';
import { genderLabels, skillLevelLabels, venueCostLabels } from '../lib/game-choices.ts';

type FindFiltersPanelProps = {
  id: string;
  /** The filters in force; the panel edits a copy until Apply Filters. */
  filters: FindFilters;
  tab: FindState['tab'];
  onApply: (filters: FindFilters) => void;
};

/**
 * The filter panel of spec document 2 §2: Sport, Skill Level, Distance (miles), Gender (games tab only),
 * Venue Cost (Cost on the venues tab), then Reset and Apply Filters. Nothing changes until a button is pressed.
 */
export function FindFiltersPanel({ id, filters, tab, onApply }: FindFiltersPanelProps) {
  const [draft, setDraft] = useState(filters);
  const distanceId = useId();
  const set = <K extends keyof FindFilters>(key: K, value: FindFilters[K]) =>
    setDraft({ ...draft, [key]: value });
  return (
    <section id={id} aria-label="Filters" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Sport">
          {(field) => (
            <NativeSelect
              {...field}
              value={draft.sport}
              onChange={(event) => set('sport', event.target.value as FindFilters['sport'])}
            >
              <option value="all">All Sports</option>
              {SPORTS.map((sport) => (
                <option key={sport.name} value={sport.name}>
                  {sport.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {tab === 'games' ? (
          <FormField label="Skill Level">
            {(field) => (
              <NativeSelect
                {...field}
                value={draft.skillLevel}
                onChange={(event) => set('skillLevel', event.target.value as FindFilters['skillLevel'])}
              >
                <ChoiceOptions values={GAME_SKILL_LEVELS} labels={skillLevelLabels} />
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        {tab === 'games' ? (
          <FormField label="Gender">
            {(field) => (
              <NativeSelect
                {...field}
                value={draft.gender}
                onChange={(event) => set('gender', event.target.value as FindFilters['gender'])}
              >
                <option value="all">All</option>
                <ChoiceOptions values={GAME_GENDERS} labels={genderLabels} />
              </NativeSelect>
            )}
          </FormField>
        ) : null}
        <FormField label={tab === 'games' ? 'Venue Cost' : 'Cost'}>
          {(field) => (
            <NativeSelect
              {...field}
              value={draft.venueCost}
              onChange={(event) => set('venueCost', event.target.value as FindFilters['venueCost'])}
            >
              <option value="all">All</option>
              <ChoiceOptions values={VENUE_COSTS} labels={venueCostLabels} />
            </NativeSelect>
          )}
        </FormField>
        <div className="grid gap-2 sm:col-span-2 lg:col-span-4">
          <div className="flex items-center justify-between">
            <label htmlFor={distanceId} className="text-sm font-medium">
              Distance (miles)
            </label>
            <output htmlFor={distanceId} className="text-sm font-semibold tabular-nums">
              {draft.distance} {draft.distance === 1 ? 'mile' : 'miles'}
            </output>
          </div>
          <input
            id={distanceId}
            type="range"
            min={0}
            max={DISTANCE_MILES_MAX}
            step={1}
            value={draft.distance}
            aria-valuetext={`${draft.distance} miles`}
            onChange={(event) => set('distance', Number(event.target.value))}
            className="w-full accent-primary"
          />
          <p className="text-xs text-muted-foreground">Games without a known place are always listed.</p>
        </div>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          onClick={() => {
            setDraft(DEFAULT_FILTERS);
            onApply(DEFAULT_FILTERS);
          }}
        >
          Reset
        </Button>
        <Button onClick={() => onApply(draft)}>Apply Filters</Button>
      </div>
    </section>
  );
}
