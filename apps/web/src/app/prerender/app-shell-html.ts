import { replaceOnce } from '../../lib/html-template.ts';

/**
 * The built index.html with the prerendered loading frame inside #root. Refuses a template whose
 * #root it does not recognise, so a changed index.html fails the build instead of shipping a blank page.
 */
export function appShellHtml(template: string, loadingFrame: string): string {
  return replaceOnce(
    template,
    /<div id="root"><\/div>/,
    `<div id="root">${loadingFrame}</div>`,
    'empty #root',
  );
}
