/**
 * The built index.html with the prerendered loading frame inside #root. Refuses a template whose
 * #root it does not recognise, so a changed index.html fails the build instead of shipping a blank page.
 */
export function appShellHtml(template: string, loadingFrame: string): string {
  const empty = /<div id="root"><\/div>/g;
  const found = template.match(empty)?.length ?? 0;
  if (found !== 1) throw new Error(`index.html should hold one empty #root, found ${found}`);
  return template.replace(empty, () => `<div id="root">${loadingFrame}</div>`);
}
