import { GAME_GENDERS, GAME_SKILL_LEVELS, VENUE_COSTS } from '@rally/shared/games/games.limits';
import { SPORTS } from '@rally/shared/sports';
import { useId, useState } from 'react';
import { ChoiceOptions } from '../../../components/choice-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { NativeSelect } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useDistanceFormat } from '../../../lib/distance-unit.ts';
import { DEFAULT_FILTERS, distanceChoices, type FindFilters, type FindState } from '../lib/find-state.ts';
import { genderLabels, skillLevelLabels, venueCostLabels } from '../lib/game-choices.ts';

type FindFiltersPanelProps = {
  id: string;
  /** The filters in force; the panel edits a copy until Apply Filters. */
  filters: FindFilters;
  tab: FindState['tab'];
  onApply: (filters: FindFilters) => void;
};

/**
 * The filter panel of spec document 2 §2: Sport, Skill Level, Distance (5 to 100 miles, or any, in the
 * player's unit), Gender, "Only games I can join" (the gender rule and the fair-play requirement;
 * games tab only), Venue Cost (Cost on the venues
 * tab), then Reset and Apply Filters. Nothing changes until a button is pressed.
 */
export function FindFiltersPanel({ id, filters, tab, onApply }: FindFiltersPanelProps) {
  const [draft, setDraft] = useState(filters);
  const eligibleId = useId();
  const { radius } = useDistanceFormat();
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
        <FormField label="Distance" description="Games without a known place are always listed.">
          {(field) => (
            <NativeSelect
              {...field}
              value={String(draft.distance)}
              onChange={(event) =>
                set('distance', event.target.value === 'any' ? 'any' : Number(event.target.value))
              }
            >
              {distanceChoices(draft.distance).map((choice) => (
                <option key={choice} value={String(choice)}>
                  {choice === 'any' ? 'Any distance' : `Within ${radius(choice)}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {tab === 'games' ? (
          <div className="flex items-start gap-3 rounded-lg border px-3 py-2.5 sm:col-span-2 lg:col-span-4">
            <input
              id={eligibleId}
              type="checkbox"
              checked={draft.eligibleOnly}
              onChange={(event) => set('eligibleOnly', event.target.checked)}
              aria-describedby={`${eligibleId}-help`}
              className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
            />
            <div className="grid gap-0.5">
              <label htmlFor={eligibleId} className="cursor-pointer text-sm font-medium">
                Only games I can join
              </label>
              <p id={`${eligibleId}-help`} className="text-xs text-muted-foreground">
                Hides games for another gender and games whose host asks for a better fair-play record than
                yours.
              </p>
            </div>
          </div>
        ) : null}
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
