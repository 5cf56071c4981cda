import { useState } from 'react';

/**
 * Whether an overlay's content is mounted: from the first time it opens, and from then on, so that
 * it can play its closing animation. Until then the page mounts only its trigger: a menu's or a
 * sheet's content mounted closed still sets state as it mounts, work for nothing on every page load.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
