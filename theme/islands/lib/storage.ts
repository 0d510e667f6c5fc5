// localStorage that never throws: private modes and full quotas degrade to "not stored".

/** Where the reader's colour mode is kept (theme/inline/head.ts reads it before paint; Docusaurus's key too). */
export const COLOR_MODE_KEY = 'theme';
export function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not persisted; the page still works.
  }
}

export function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing stored to forget.
  }
}
