/** Every locations query lives under ['locations'], so a game change refreshes them all at once. */
export const locationsKeys = {
  all: ['locations'] as const,
  popular: (search: string) => [...locationsKeys.all, 'popular', search] as const,
};
