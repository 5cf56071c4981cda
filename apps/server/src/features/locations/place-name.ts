/**
 * A place name folded for matching: accents removed ("São Paulo" → "sao paulo"), lower case, inner
 * spaces collapsed, trimmed. Both the index and the user's text go through it.
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
