// One Content-Type table for `pxdocs serve` and `pxdocs dev`, from mrmime (the
// types a static host sends), with a charset on text so browsers never guess.
import { lookup } from 'mrmime';

const WITH_CHARSET = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;

/** The Content-Type of an output path by its extension (`application/octet-stream` when unknown). */
export function contentType(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
  // Source maps are JSON; mrmime has no entry for them.
  const type = ext === 'map' ? 'application/json' : ext === 'mjs' ? 'text/javascript' : ext === 'ico' ? 'image/x-icon' : ext === 'xml' ? 'application/xml' : lookup(ext);
  if (!type) return 'application/octet-stream';
  return WITH_CHARSET.test(type) ? `${type}; charset=utf-8` : type;
}
