import type { SeriesView } from '@rally/shared/games/series.schemas';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useSetRegularsCap } from '../api/series.ts';

/**
 * The host's regular spots: fewer than the game's size keeps spots open to newcomers every week; empty
 * lets regulars fill it. Regulars already in stay.
 */
export function RegularsCapForm({ series }: { series: SeriesView }) {
  const [text, setText] = useState(series.regularsCap === null ? '' : String(series.regularsCap));
  const save = useSetRegularsCap(series.id);
  const cap = text.trim() === '' ? null : Number.parseInt(text, 10);
  const invalid = cap !== null && (Number.isNaN(cap) || cap < 0 || cap >= series.maxPlayers);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate(cap);
      }}
    >
      <FormField
        label="Regular spots"
        className="w-40"
        error={invalid ? `Fewer than ${series.maxPlayers}, or empty.` : undefined}
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={0}
            max={series.maxPlayers - 1}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={save.isPending || invalid}>
        Save regular spots
      </Button>
    </form>
  );
}
