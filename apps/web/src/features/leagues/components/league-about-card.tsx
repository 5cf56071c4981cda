import {
  LEAGUE_DESCRIPTION_MAX_LENGTH,
  LEAGUE_SKILL_LEVELS,
  type LeagueDetail,
  type LeagueSkillLevel,
  updateLeagueAboutInput,
} from '@rally/shared/leagues/leagues.schemas';
import { PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { ChoiceOptions } from '../../../components/choice-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { NativeSelect, Textarea } from '../../../components/ui/field-controls.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { useUpdateLeagueAbout } from '../api/update-league-about.ts';
import { isContentRefusal, toastInappropriate } from '../lib/inappropriate-content.ts';
import { leagueSkillLabels } from '../lib/league-skill-labels.ts';

const NO_DESCRIPTION = 'The creator has not described this league yet.';

/** About: the league's description and skill level, which its creator edits in place. */
export function LeagueAboutCard({ league }: { league: LeagueDetail }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="text-lg">About {league.name}</CardTitle>
        {league.abilities.canEdit && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden />
            Edit<span className="sr-only"> About</span>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {editing ? (
          <AboutEditor league={league} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 text-sm">
            <div>
              <dt className="font-semibold">Description</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-muted-foreground">
                {league.description ?? NO_DESCRIPTION}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Skill Level</dt>
              <dd className="mt-1 text-muted-foreground">{leagueSkillLabels[league.skillLevel]}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function AboutEditor({ league, onDone }: { league: LeagueDetail; onDone(): void }) {
  const update = useUpdateLeagueAbout(league.id);
  const [description, setDescription] = useState(league.description ?? '');
  const [skillLevel, setSkillLevel] = useState<LeagueSkillLevel>(league.skillLevel);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The same check the server makes, so a flagged word is caught before sending.
        const parsed = updateLeagueAboutInput.safeParse({ description, skillLevel });
        if (!parsed.success) {
          const refusal = parsed.error.issues[0]?.message;
          setError(refusal);
          if (refusal && isContentRefusal(refusal)) toastInappropriate(refusal);
          return;
        }
        update.mutate(parsed.data, { onSuccess: onDone });
      }}
    >
      <FormField label="Description" error={error}>
        {(control) => (
          <Textarea
            {...control}
            value={description}
            maxLength={LEAGUE_DESCRIPTION_MAX_LENGTH}
            placeholder="When you play, where, and who the league is for"
            onChange={(event) => {
              setError(undefined);
              setDescription(event.target.value);
            }}
          />
        )}
      </FormField>
      <FormField label="Skill Level">
        {(control) => (
          <NativeSelect
            {...control}
            value={skillLevel}
            onChange={(event) =>
              setSkillLevel(
                LEAGUE_SKILL_LEVELS.find((level) => level === event.target.value) ?? league.skillLevel,
              )
            }
          >
            <ChoiceOptions values={LEAGUE_SKILL_LEVELS} labels={leagueSkillLabels} />
          </NativeSelect>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
