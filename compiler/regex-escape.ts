// Text to be matched as written inside a regular expression built at run time (a link, a class
// name, a date pattern's literal part): every character the syntax gives a meaning escaped.

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
