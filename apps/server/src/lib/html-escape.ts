const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for an HTML element or a quoted attribute, so nothing a user wrote (a name, a league's
 * title) or a database holds can open a tag or close an attribute. Every page and email the server
 * writes by hand goes through this one function.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character]!);
}
