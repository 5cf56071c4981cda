import { describe, expect, it } from 'vitest';
import { appShellHtml } from './app-shell-html.ts';
import { renderLoadingFrame } from './render-loading-frame.tsx';

const template =
  '<body>\n    <div id="root"></div>\n    <script type="module" src="/assets/web.js"></script>\n</body>';

describe('appShellHtml', () => {
  it('paints the frame with "Loading..." from the HTML, the scripts kept', () => {
    const html = appShellHtml(template, renderLoadingFrame());
    expect(html).toMatch(/<div id="root"><div class="[^"]*"><header/);
    expect(html).toContain('<div role="status"');
    expect(html).toContain('Loading...');
    expect(html).toContain('<script type="module" src="/assets/web.js"></script>');
  });

  it('refuses a template without exactly one empty #root', () => {
    expect(() => appShellHtml('<body></body>', '<p>frame</p>')).toThrow(/one empty #root, found 0/);
    expect(() => appShellHtml(appShellHtml(template, '<p>frame</p>'), '<p>frame</p>')).toThrow(/found 0/);
  });
});
