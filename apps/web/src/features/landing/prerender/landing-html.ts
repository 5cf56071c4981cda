import { ENTRY_SCRIPT, MODULE_PRELOAD, replaceOnce, withRenderedPage } from '../../../lib/html-template.ts';

/**
 * Registers the service worker as the app's entry does (src/lib/register-service-worker.ts): the
 * prerendered page has no other script, and without it a first visit could not install the app.
 */
const REGISTER_SERVICE_WORKER =
  "<script>if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})})</script>";

/**
 * The built index.html turned into the landing page's own file: the rendered page inside #root,
 * its title in the head, and no scripts of the app. The saved-theme script goes too, as the
 * landing page is always light.
 */
export function landingHtml(template: string, renderedPage: string): string {
  let html = replaceOnce(template, ENTRY_SCRIPT, '', 'entry script');
  html = html.replace(MODULE_PRELOAD, '');
  html = replaceOnce(
    html,
    /\s*<script>(?:(?!<\/script>)[\s\S])*localStorage(?:(?!<\/script>)[\s\S])*<\/script>/,
    '',
    'saved-theme script',
  );
  html = replaceOnce(html, /<\/head>/, `${REGISTER_SERVICE_WORKER}\n  </head>`, 'head');
  return withRenderedPage(html, renderedPage);
}
