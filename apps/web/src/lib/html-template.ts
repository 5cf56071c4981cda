/**
 * Edits of the built index.html for the pages the build prerenders. Each edit expects its target
 * exactly once and throws otherwise, so a changed index.html fails the build instead of shipping a
 * broken page.
 */
export function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`index.html should hold one ${what}, found ${matches.length}`);
  }
  return html.replace(pattern, () => replacement);
}

const TITLE = /<title>[^<]*<\/title>/;

/** The build's entry script in index.html, its file captured. */
export const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
/** Each script file index.html preloads for the entry, its file captured. */
export const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">/g;

/**
 * A rendered page put into the template's empty #root (with the attributes given, if any). React
 * renders a page's `<title>` where the component puts it; it moves to the head, in place of the
 * template's own.
 */
export function withRenderedPage(template: string, renderedPage: string, rootAttributes = ''): string {
  const title = TITLE.exec(renderedPage)?.[0];
  const page = renderedPage.replace(TITLE, '');
  const html = title ? replaceOnce(template, TITLE, title, 'title') : template;
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root"${rootAttributes ? ` ${rootAttributes}` : ''}>${page}</div>`,
    'empty root element',
  );
}
