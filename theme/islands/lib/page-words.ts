// The page's words for the core island (the code blocks' copy buttons, the colour
// mode and mobile menu buttons): Layout.tsx writes those the page does not say in
// English in `<meta name="pxdocs:words">` (always valid JSON; none on an English
// page). The callers keep the English forms. Every page of a build is in one
// language, so the words of the first page read stand for those swapped in.
let words: Record<string, string> | undefined;

export function pageWords(): Record<string, string> {
  return (words ??= JSON.parse(document.querySelector('meta[name="pxdocs:words"]')?.getAttribute('content') ?? '{}') as Record<string, string>);
}
