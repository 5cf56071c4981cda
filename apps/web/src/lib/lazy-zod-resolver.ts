import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose schema, and the validation library with it, load when the form is
 * first checked (or `warm` is called, as the visitor first focuses a field) instead of with the page.
 * Building zod schemas is a good part of a small form page's start-up on a phone; the sign-in form,
 * the first thing a returning visitor uses, does not wait for it.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Values, Values>>,
): { resolver: Resolver<Values>; warm: () => void } {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Values>,
    );
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    warm: () => void load(),
  };
}
