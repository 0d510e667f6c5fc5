// An image file's width and height in CSS pixels, read from its header by
// image-size (the package Docusaurus's image transform uses): PNG, JPEG, GIF,
// WebP, AVIF, SVG (its width/height, else its viewBox) and more.
import { fileFacts, type ImageDimensions } from '../file-facts.js';

export type { ImageDimensions };

/** Undefined when the file is no image it can read, or has no size (an SVG with neither size nor viewBox). */
export function imageDimensions(file: string): ImageDimensions | undefined {
  try {
    // The read that named the published file measured it too (file-facts.ts).
    return fileFacts(file, { dimensions: true }).dimensions;
  } catch {
    return undefined;
  }
}
