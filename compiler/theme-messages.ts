// The theme's own words in the site's language: Docusaurus's translations of
// its classic theme (@docusaurus/theme-translations, 36 languages), by the
// same keys (`theme.docs.paginator.next`), so a French site says "Suivant"
// without a word of its own, and its `code.json` can still change any of them;
// and pxdocs's own words (`pxdocs.copyPage.copy`), from pxdocs-translations.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pxdocsTranslations } from './pxdocs-translations.js';

/** The files of a locale's folder the theme uses: its common words, and the search's. */
const FILES = ['theme-common.json', 'theme-search-algolia.json'];

let localesDir: string | null | undefined;

function translationsFolder(): string | undefined {
  if (localesDir === undefined) {
    try {
      localesDir = join(dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-translations/package.json')), 'locales');
    } catch {
      localesDir = null;
    }
  }
  return localesDir ?? undefined;
}

/**
 * The folder for a language tag, as Docusaurus picks one: the tag itself (`pt-BR`), else the
 * first folder of its language (`fr-CA` → `fr`, `pt` → `pt-BR`, `zh` → `zh-Hans`).
 */
function folderFor(root: string, tag: string): string | undefined {
  const folders = readdirSync(root).filter((name) => name !== 'base');
  const lower = tag.replace('_', '-').toLowerCase();
  const exact = folders.find((name) => name.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return folders.find((name) => name.toLowerCase() === language) ?? folders.find((name) => name.toLowerCase().startsWith(`${language}-`));
}

/** The theme's words in `tag`'s language by key; undefined for English (the theme's own) or a language it has none for. */
export function themeMessages(tag: string): Record<string, string> | undefined {
  if (/^en\b/i.test(tag)) return undefined;
  const root = translationsFolder();
  const folder = root && existsSync(root) ? folderFor(root, tag) : undefined;
  if (!root || !folder) return undefined;
  const messages: Record<string, string> = {};
  for (const file of FILES) {
    const path = join(root, folder, file);
    if (!existsSync(path)) continue;
    for (const [key, value] of Object.entries(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)) {
      // `___KEY` entries are the file's own notes, not words.
      if (typeof value === 'string' && !key.startsWith('__')) messages[key] = value;
    }
  }
  // pxdocs's own words (the "Copy page" control, the docs chat) in the same language.
  Object.assign(messages, pxdocsTranslations(folder));
  return Object.keys(messages).length ? messages : undefined;
}
