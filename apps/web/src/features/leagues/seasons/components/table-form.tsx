import { cn } from '../../../../lib/cn.ts';

export type FormResult = 'W' | 'D' | 'L';

const FORM_WORDS: Record<FormResult, string> = { W: 'Won', D: 'Drew', L: 'Lost' };

/** "Won, Drew, Lost": the last results in words, oldest first, for a screen reader. */
export function formText(form: readonly FormResult[]): string {
  return form.length === 0 ? 'No results yet' : form.map((result) => FORM_WORDS[result]).join(', ');
}

const LETTER_STYLE: Record<FormResult, string> = {
  W: 'bg-emerald-700 text-white',
  D: 'bg-slate-500 text-white',
  L: 'bg-red-700 text-white',
};

/**
 * A team's last results as letters (W, D, L), oldest first. The letters carry the meaning; the colour
 * only repeats it, and the words are read out instead of the letters.
 */
export function TableForm({ form }: { form: readonly FormResult[] }) {
  return (
    <span className="inline-flex gap-0.5">
      <span className="sr-only">{formText(form)}</span>
      {form.length === 0 ? (
        <span aria-hidden className="text-muted-foreground">
          –
        </span>
      ) : (
        form.map((result, index) => (
          <span
            // The form is a fixed, ordered list: its position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: results repeat, their order does not change.
            key={index}
            aria-hidden
            className={cn(
              'inline-flex size-5 items-center justify-center rounded text-[0.65rem] font-bold',
              LETTER_STYLE[result],
            )}
          >
            {result}
          </span>
        ))
      )}
    </span>
  );
}
