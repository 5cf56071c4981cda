/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own download; undefined when none exists. */
export function findChromium(): string | undefined;
