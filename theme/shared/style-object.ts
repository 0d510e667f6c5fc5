// A `style` attribute as React takes it: an object of camel-cased properties.
// Shared by the compiler (SVG imports) and the theme (the config's body tags).

/** `fill: red; stroke-width: 2` → `{ fill: 'red', strokeWidth: '2' }` (React takes style as an object). */
export function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    out[property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return out;
}
