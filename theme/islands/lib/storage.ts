// Browser storage that never throws: private modes and full quotas degrade to "not stored".
// Keys are Docusaurus's, with the site's namespace after them (`theme-d92`) and in the site's
// storage type, when `<html data-storage-namespace data-storage-type>` says so (the config's `storage`).

/** Where the reader's colour mode is kept (theme/inline/head.ts reads it before paint; Docusaurus's key too). */
export const COLOR_MODE_KEY = 'theme';

/** The site's storage, or localStorage where Docusaurus asks for it whatever the site's type (the docs version). */
function store(local?: boolean): Storage {
  return window[local ? 'localStorage' : (document.documentElement.dataset.storageType as 'sessionStorage' | undefined) ?? 'localStorage'];
}

const named = (key: string) => key + (document.documentElement.dataset.storageNamespace ?? '');

export function read(key: string, local?: boolean): string | null {
  try {
    return store(local).getItem(named(key));
  } catch {
    return null;
  }
}

export function write(key: string, value: string, local?: boolean): void {
  try {
    store(local).setItem(named(key), value);
  } catch {
    // Not persisted; the page still works.
  }
}

export function remove(key: string): void {
  try {
    store().removeItem(named(key));
  } catch {
    // Nothing stored to forget.
  }
}
