/**
 * Search text: words beginning with # are tags (# stripped, joined by a space), the rest
 * forms the name term.
 */
export function parseSearchText(text: string): { searchTerm: string; tagsTerm: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const tags = words
    .filter((w) => w.startsWith('#'))
    .map((w) => w.slice(1))
    .filter(Boolean);
  const nameWords = words.filter((w) => !w.startsWith('#'));
  return { searchTerm: nameWords.join(' '), tagsTerm: tags.join(' ') };
}
