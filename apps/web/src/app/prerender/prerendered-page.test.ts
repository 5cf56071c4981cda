import { describe, expect, it } from 'vitest';
import { APP_LISTENING, CLICK_PENDING } from '../../lib/page-take-over.ts';
import { FORM_SUBMIT_PENDING, FORM_TAKEN_OVER } from '../../lib/prerendered-form.ts';
import { PRERENDERED_FOR_VISITOR } from './prerendered-for.ts';
import { visitorPageHtml } from './prerendered-page.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Rally</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('visitorPageHtml', () => {
  const html = visitorPageHtml(template, '<title>Sign In · Rally</title><main><h1>Sign In</h1></main>', [
    '/assets/auth-ghi.js',
  ]);

  it('puts the rendered page in a marked #root and its title in the head', () => {
    expect(html).toContain(`<div id="root" ${PRERENDERED_FOR_VISITOR}><main><h1>Sign In</h1></main></div>`);
    expect(html).toContain('<title>Sign In · Rally</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("requests the app's scripts, and the page's own, only once the page is painted", () => {
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('requestAnimationFrame');
    expect(loader).toContain('["/assets/react-def.js","/assets/auth-ghi.js"]');
    expect(loader).toContain('s.src="/assets/index-abc.js"');
    expect(html).toContain('/assets/index-123.css');
  });

  it('requests each script in a task of its own, the entry last, once the first frame is drawn', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const requested: string[] = [];
    const page = {
      addEventListener() {},
      createElement: () => ({}),
      head: {
        appendChild: (element: { href?: string; src?: string }) =>
          requested.push(element.href ?? element.src ?? ''),
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      page,
      (frame: () => void) => frames.push(frame),
      (task: () => void) => tasks.push(task),
    );
    expect(tasks).toHaveLength(0);
    for (const frame of frames) frame();
    expect(requested).toEqual([]);
    tasks[0]?.();
    expect(requested).toEqual(['/assets/react-def.js']);
    for (const task of tasks.slice(1)) task();
    expect(requested).toEqual(['/assets/react-def.js', '/assets/auth-ghi.js', '/assets/index-abc.js']);
  });

  it('stops the browser sending a page form itself until the app has taken it over, and marks it to send then', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain("addEventListener('submit'");
    expect(loader).toContain(
      `!f.hasAttribute('${FORM_TAKEN_OVER}')){e.preventDefault();f.setAttribute('${FORM_SUBMIT_PENDING}','')}`,
    );
  });

  it('marks the last button pressed before the app listens, for the app to press again', () => {
    const loader = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain("addEventListener('click'");
    expect(loader).toContain(`r.hasAttribute('${APP_LISTENING}'))return;`);
    expect(loader).toContain(`b.setAttribute('${CLICK_PENDING}','')`);
  });

  it('refuses a template without its entry script', () => {
    expect(() =>
      visitorPageHtml(template.replace(/<script type="module"[^>]*><\/script>/, ''), '', []),
    ).toThrow(/entry script/);
  });
});
