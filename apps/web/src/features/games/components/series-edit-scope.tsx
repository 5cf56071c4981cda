import { useId } from 'react';

export type SeriesEditScope = 'this' | 'following';

/**
 * On a series game's edit form: whether the changes are for this game alone or for this and all
 * following games of the series (a new date stays with this game either way).
 */
export function SeriesEditScopeChoice({
  value,
  onChange,
}: {
  value: SeriesEditScope;
  onChange: (scope: SeriesEditScope) => void;
}) {
  const id = useId();
  const choices: { scope: SeriesEditScope; label: string; help: string }[] = [
    { scope: 'this', label: 'This game', help: 'Only this game changes.' },
    {
      scope: 'following',
      label: 'This and all following games',
      help: 'This game and every later game of the series change; a new date applies to this game only.',
    },
  ];
  return (
    <fieldset className="mb-6 grid gap-2 rounded-lg border px-4 py-3">
      <legend className="px-1 text-sm font-medium">Apply changes to</legend>
      {choices.map((choice) => (
        <div key={choice.scope} className="flex items-start gap-2">
          <input
            type="radio"
            id={`${id}-${choice.scope}`}
            name={`${id}-scope`}
            className="mt-1 size-4 accent-primary"
            checked={value === choice.scope}
            onChange={() => onChange(choice.scope)}
            aria-describedby={`${id}-${choice.scope}-help`}
          />
          <div className="grid">
            <label htmlFor={`${id}-${choice.scope}`} className="text-sm font-medium">
              {choice.label}
            </label>
            <span id={`${id}-${choice.scope}-help`} className="text-sm text-muted-foreground">
              {choice.help}
            </span>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
