import { describe, expect, it } from 'vitest';
import { landingHtml } from './landing-html.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Rally</title>
    <script>
      try { if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark'); } catch (_) {}
    </script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('landingHtml', () => {
  const html = landingHtml(template, '<title>Rally · Play</title><main><h1>Find games</h1></main>');

  it('puts the rendered page in #root and its title in the head', () => {
    expect(html).toContain('<div id="root"><main><h1>Find games</h1></main></div>');
    expect(html).toContain('<title>Rally · Play</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the styles and drops the app's scripts and the saved-theme script", () => {
    expect(html).toContain('/assets/index-123.css');
    expect(html).not.toContain('/assets/index-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('localStorage');
  });

  it('still registers the service worker', () => {
    expect(html).toContain("navigator.serviceWorker.register('/sw.js'");
  });

  it('refuses a template it does not recognise instead of writing a broken page', () => {
    expect(() => landingHtml(template.replace('<div id="root"></div>', ''), '<main></main>')).toThrow(
      /root element/,
    );
  });
});
