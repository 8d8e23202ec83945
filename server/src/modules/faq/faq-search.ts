import type { FaqEntry } from '@shop/contract/faq.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** The text a reader sees in stored (sanitized) HTML: tags dropped, common entities decoded. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|[a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

const normalize = (text: string) => text.toLocaleLowerCase('ko-KR');

export interface SearchableFaq {
  entry: FaqEntry;
  title: string;
  text: string;
}

export function searchable(entries: readonly FaqEntry[]): SearchableFaq[] {
  return entries.map((entry) => ({
    entry,
    title: normalize(entry.title),
    text: normalize(plainTextOf(entry.htmlContents)),
  }));
}

/**
 * Entries whose title or answer contains every word of the search, case-insensitively; entries
 * with every word in the title come first, otherwise the FAQ's own order is kept.
 */
export function searchFaq(entries: readonly SearchableFaq[], searchWord: string): FaqEntry[] {
  const words = normalize(searchWord).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const inTitle: FaqEntry[] = [];
  const inText: FaqEntry[] = [];
  for (const e of entries) {
    if (words.every((w) => e.title.includes(w))) inTitle.push(e.entry);
    else if (words.every((w) => e.title.includes(w) || e.text.includes(w))) inText.push(e.entry);
  }
  return [...inTitle, ...inText];
}
