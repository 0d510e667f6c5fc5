// Where an item of a sidebars file is: its path from the sidebar's name
// (`docs[3].items[1]`, as messages name it) and the line and column the file
// writes it at. An invalid item or an unknown doc id was reported with the file
// alone, so a typo among a sidebars file's hundreds of items was a search.
import type { SourcePosition } from './errors.js';
import type { SidebarsFile } from './sidebars-file.js';
import { pathText, writtenAt } from './written-at.js';

export class ItemPath {
  /** `generated`: the items came from the site's sidebarItemsGenerator, not from the file. */
  constructor(readonly keys: readonly (string | number)[], readonly generated = false) {}

  index(index: number): ItemPath {
    return new ItemPath([...this.keys, index], this.generated);
  }

  key(key: string): ItemPath {
    return new ItemPath([...this.keys, key], this.generated);
  }

  /** The same place, its items made by sidebarItemsGenerator. */
  fromGenerator(): ItemPath {
    return new ItemPath(this.keys, true);
  }

  /** As messages write it: `docs[3].items[1]`. */
  toString(): string {
    return `${pathText(this.keys)}${this.generated ? ' (from sidebarItemsGenerator)' : ''}`;
  }
}

/**
 * The file and, when it writes the item there, the line and column of the item at `path`
 * (or of the deepest value holding it the file writes); the file alone for generated items.
 */
export function itemPlace(file: Pick<SidebarsFile, 'source' | 'text' | 'written'> | undefined, fallback: string, path: ItemPath): SourcePosition {
  if (!file) return { file: fallback };
  if (path.generated || file.text === undefined || !path.keys.length) return { file: file.source };
  const [name, ...rest] = path.keys;
  const at = writtenAt(file.text, file.source, [file.written?.get(String(name)) ?? name, ...rest]);
  return at ? { file: file.source, line: at.line, column: at.column } : { file: file.source };
}
