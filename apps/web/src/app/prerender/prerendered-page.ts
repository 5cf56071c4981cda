import { ENTRY_SCRIPT, MODULE_PRELOAD, replaceOnce, withRenderedPage } from '../../lib/html-template.ts';
import { APP_LISTENING, CLICK_PENDING } from '../../lib/page-take-over.ts';
import { FORM_SUBMIT_PENDING, FORM_TAKEN_OVER } from '../../lib/prerendered-form.ts';
import { PRERENDERED_FOR_VISITOR } from './prerendered-for.ts';

/**
 * The page's one inline script, in the head:
 * - Until the app has taken a form of the page over, the form has no script to send it, and the
 *   browser would send it itself, with the password in the address. That is stopped, and the form
 *   marked: the app sends it once it has taken it over (lib/prerendered-form.ts). Forms the app draws
 *   later are not the page's, and are left alone.
 * - A button of the page pressed before the app listens is marked, the last one only:
 *   the app presses it again once it has rendered (lib/page-take-over.ts).
 * - The app's scripts are requested after the first frame is painted, so the styles and the font
 *   have the connection to themselves until the page is on screen. Each request is a task of its own:
 *   starting one costs the main thread about a millisecond, and the page's two dozen in one task
 *   blocked a phone for most of a tenth of a second.
 */
function takeOverScript(entry: string, modules: readonly string[]): string {
  return `<script>
var pageForms=null;
document.addEventListener('DOMContentLoaded',function(){pageForms=[].slice.call(document.getElementsByTagName('form'))});
document.addEventListener('submit',function(e){var f=e.target;if((pageForms===null||pageForms.indexOf(f)>=0)&&!f.hasAttribute('${FORM_TAKEN_OVER}')){e.preventDefault();f.setAttribute('${FORM_SUBMIT_PENDING}','')}},true);
document.addEventListener('click',function(e){var r=document.getElementById('root'),b=e.target.closest&&e.target.closest('button[type=button]');if(!b||!r||!r.contains(b)||r.hasAttribute('${APP_LISTENING}'))return;[].forEach.call(r.querySelectorAll('[${CLICK_PENDING}]'),function(x){x.removeAttribute('${CLICK_PENDING}')});b.setAttribute('${CLICK_PENDING}','')},true);
requestAnimationFrame(function(){${JSON.stringify(modules)}.forEach(function(f){setTimeout(function(){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)})});setTimeout(function(){var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};document.head.appendChild(s)})});
</script>`;
}

/**
 * The built index.html with the app's scripts (the entry's and the page's own, `routeFiles`) loaded
 * after the first paint by the page's inline script, instead of named in the head: the page's HTML
 * is drawn first, and the app takes it over.
 */
export function withScriptsAfterFirstPaint(template: string, routeFiles: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html should hold one entry script, found none');
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const html = replaceOnce(template, ENTRY_SCRIPT, '', 'entry script').replace(MODULE_PRELOAD, '');
  return replaceOnce(
    html,
    /<\/head>/,
    `${takeOverScript(entry, [...modules, ...routeFiles])}\n  </head>`,
    'head',
  );
}

/** The built index.html with a visitor's page, rendered by the app's own components, in #root. */
export function visitorPageHtml(
  template: string,
  renderedPage: string,
  routeFiles: readonly string[],
): string {
  return withRenderedPage(
    withScriptsAfterFirstPaint(template, routeFiles),
    renderedPage,
    PRERENDERED_FOR_VISITOR,
  );
}
