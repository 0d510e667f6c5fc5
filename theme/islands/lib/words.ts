// An island's words in the page's language: the page writes those it does not
// say in English as JSON in the element's `data-words` (theme/components/words.ts
// `islandWords`, always valid JSON); the island keeps the English forms.
export function islandWords(element: HTMLElement | null | undefined): (short: string, english: string) => string {
  const words = JSON.parse(element?.dataset.words ?? '{}') as Record<string, string>;
  return (short, english) => words[short] ?? english;
}
