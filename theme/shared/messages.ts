// Docusaurus's message syntax, for the words the theme writes in the build and
// the words the islands write in the browser: `{name}` placeholders, and plural
// forms joined by `|`. Pure and tiny: the search page's island imports it.

/** `{name}` placeholders filled from `values`; the rest as written (Docusaurus's message syntax, here and in `<Translate>`). */
export function fill(message: string, values?: Record<string, string | number>): string {
  return values ? message.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder)) : message;
}

const CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A message with plural forms (`One min read|{readingTime} min read`), as
 * Docusaurus writes them: the forms in the order of the language's plural
 * categories (zero, one, two, few, many, other: those it has), the one
 * for `count` chosen; a message of one form is that form.
 */
export function plural(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0];
  const { rules, order } = pluralRulesOf(lang);
  const index = order.indexOf(rules.select(count));
  return forms[Math.min(index === -1 ? forms.length - 1 : index, forms.length - 1)];
}

/** A language's rules and its categories in CATEGORIES's order, made once per language: making them costs more than the rest of a page's words (a blog's sidebar and lists ask for thousands). */
const pluralRules = new Map<string, { rules: Intl.PluralRules; order: readonly Intl.LDMLPluralRule[] }>();

function pluralRulesOf(lang: string): { rules: Intl.PluralRules; order: readonly Intl.LDMLPluralRule[] } {
  let known = pluralRules.get(lang);
  if (!known) {
    const rules = new Intl.PluralRules(lang);
    const categories = rules.resolvedOptions().pluralCategories;
    known = { rules, order: CATEGORIES.filter((category) => categories.includes(category)) };
    pluralRules.set(lang, known);
  }
  return known;
}
