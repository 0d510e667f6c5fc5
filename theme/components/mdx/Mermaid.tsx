// A ```mermaid fence: its source in a <pre>, readable without JavaScript; the
// `mermaid` island draws the diagram next to it and hides the source.
import { useIsland } from '../context.js';

export default function Mermaid({ value, src }: { value: string; src: string }) {
  useIsland('mermaid');
  return (
    <div className="mermaid-diagram" data-mermaid="" data-mermaid-src={src}>
      <pre className="mermaid-source">{value}</pre>
    </div>
  );
}
