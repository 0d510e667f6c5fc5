// Docusaurus's `usePluralForm()`: the form of `"One item|{count} items"` a locale uses for a count,
// picked by its plural categories (Intl.PluralRules) in the order the engine gives them, as
// Docusaurus picks it; the last form when fewer are given. `{count}` is left for the caller to fill.
// The same in the build's render and an island's browser code (pure: no DOM, no Node).

export function pluralForm(locale: string): { selectMessage: (count: number, messages: string) => string } {
  const rules = new Intl.PluralRules(locale);
  const categories = rules.resolvedOptions().pluralCategories as string[];
  return {
    selectMessage(count, messages) {
      const forms = messages.split('|');
      if (forms.length === 1) return forms[0];
      return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)];
    },
  };
}
