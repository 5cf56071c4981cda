import { config } from 'zod/v4';

/**
 * The browser build's `zod` (vite.config.ts resolves every `import … from 'zod'` here): the library
 * itself, set to parse without compiling code. Its compiled object parsers need `new Function`, which
 * Rally's Content Security Policy forbids in the browser; the library's probe for it still broke the
 * policy at the first schema, and Chromium reported that against the page. The server keeps the
 * compiled parsers. This module's body runs before any module that imports `zod`, so no schema is
 * built before the setting.
 */
config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
