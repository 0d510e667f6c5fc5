// A ```mermaid fence: its source in a <pre>, readable without JavaScript; the
// `mermaid` island draws the diagram next to it and hides the source.
import { useIsland, usePage } from '../context.js';

export default function Mermaid({ value, src }: { value: string; src: string }) {
  useIsland('mermaid');
  // The site's theme and options, when it sets any (theme/shared/mermaid-config.ts).
  const config = usePage().site.mermaid;
  return (
    <div className="mermaid-diagram" data-mermaid="" data-mermaid-src={src} data-mermaid-config={config ? JSON.stringify(config) : undefined}>
      <pre className="mermaid-source">{value}</pre>
    </div>
  );
}
