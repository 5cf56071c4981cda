import { escapeHtml } from '../lib/html-escape.ts';

/** What a page's head may say about it; unset fields keep the built index.html's own. */
export type HtmlHead = { title?: string; description?: string };

function setMeta(html: string, key: string, value: string): string {
  const pattern = new RegExp(`(<meta (?:name|property)="${key}" content=")[^"]*(")`, 'g');
  return html.replace(pattern, (_, start: string, end: string) => `${start}${value}${end}`);
}

/**
 * The built index.html with a page's title and description in its title, description, Open Graph
 * and Twitter card tags, and the social image's address made absolute (link previews need one).
 */
export function withHead(html: string, head: HtmlHead & { publicUrl: string }): string {
  let out = html;
  if (head.title !== undefined) {
    const title = escapeHtml(head.title);
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
    out = setMeta(out, 'og:title', title);
    out = setMeta(out, 'twitter:title', title);
  }
  if (head.description !== undefined) {
    const description = escapeHtml(head.description);
    out = setMeta(out, 'description', description);
    out = setMeta(out, 'og:description', description);
    out = setMeta(out, 'twitter:description', description);
  }
  const origin = escapeHtml(head.publicUrl);
  return out.replace(
    /(<meta (?:name|property)="(?:og:image|twitter:image)" content=")\//g,
    (_, start: string) => `${start}${origin}/`,
  );
}
