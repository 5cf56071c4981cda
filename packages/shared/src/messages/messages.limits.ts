/** A message's bound as a plain value, so a page with a composer loads no validation library for it. */
export const MESSAGE_MAX_LENGTH = 2_000;
