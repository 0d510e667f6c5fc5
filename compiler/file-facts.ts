// What the build takes from a file it publishes or depends on, from one read:
// its SHA-256 (an image's published name, a page's cache key) and, for an
// image, its width and height (image-dimensions.ts). A page's image was read
// once for its name and again for its size, and an imported one again for the
// page's cache key; an image on many pages, once per page. Only the facts are
// kept (by path, while the file's size and mtime stay the same), never the
// bytes: the build's memory stays flat however many images the site has.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface ImageDimensions {
  width: number;
  height: number;
}

export interface FileFacts {
  sha256: string;
  /** Measured when asked for or when the name says image; undefined: not an image it can read. */
  dimensions?: ImageDimensions;
}

interface Known extends FileFacts {
  size: number;
  mtimeMs: number;
  measured: boolean;
}

const IMAGE = /\.(?:png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;
const known = new Map<string, Known>();

/** Throws as `statSync`/`readFileSync` do when the file cannot be read. */
export function fileFacts(path: string, options: { dimensions?: boolean } = {}): FileFacts {
  const info = statSync(path);
  const entry = known.get(path);
  if (entry && entry.size === info.size && entry.mtimeMs === info.mtimeMs && (entry.measured || !options.dimensions)) return entry;
  const bytes = readFileSync(path);
  const measure = options.dimensions === true || IMAGE.test(path);
  const facts: Known = { size: info.size, mtimeMs: info.mtimeMs, sha256: createHash('sha256').update(bytes).digest('hex'), measured: measure };
  if (measure) {
    const dimensions = measuredImage(bytes);
    if (dimensions) facts.dimensions = dimensions;
  }
  known.set(path, facts);
  return facts;
}

/** An image's width and height in CSS pixels, from its header (image-size, as Docusaurus's image transform); undefined when it is no image it can read, or has no size. */
function measuredImage(bytes: Uint8Array): ImageDimensions | undefined {
  try {
    const size = imageSize(bytes);
    // EXIF orientations 5-8 turn the picture a quarter: the browser shows it turned (image-orientation: from-image).
    const turned = size.orientation !== undefined && size.orientation >= 5;
    const width = turned ? size.height : size.width;
    const height = turned ? size.width : size.height;
    return width && height ? { width: Math.round(width), height: Math.round(height) } : undefined;
  } catch {
    // Not an image it can read (a corrupt file, an unknown format): drawn without, as before.
    return undefined;
  }
}
