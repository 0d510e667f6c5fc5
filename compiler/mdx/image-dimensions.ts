// An image file's width and height in CSS pixels, read from its header by
// image-size (the package Docusaurus's image transform uses): PNG, JPEG, GIF,
// WebP, AVIF, SVG (its width/height, else its viewBox) and more.
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Undefined when the file is no image it can read, or has no size (an SVG with neither size nor viewBox). */
export function imageDimensions(file: string): ImageDimensions | undefined {
  try {
    const size = imageSize(readFileSync(file));
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
