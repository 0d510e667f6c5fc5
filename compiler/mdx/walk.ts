// A plain preorder walk for our own plugins. unist-util-visit builds a closure
// and renames it (Object.defineProperty) for every node it passes, which made
// tree walks a tenth of a page's compile; this walk does nothing per node but
// call the visitor. Children are read after the visitor ran on their parent,
// so a visitor may rebuild its node's children (they are then walked).
import type { Node, Parent } from 'unist';

/** What a visitor returns: nothing (walk on), `false` (not into this node's children), `'stop'` (end the walk). */
export type WalkResult = void | false | 'stop';

export function walk<T = Node>(tree: Node, visitor: (node: T, index: number | undefined, parent: Parent | undefined) => WalkResult): void {
  let stopped = false;
  const step = (node: Node, index: number | undefined, parent: Parent | undefined): void => {
    const result = visitor(node as T, index, parent);
    if (result === 'stop') stopped = true;
    if (result === false || stopped) return;
    const children = (node as Parent).children;
    if (!children) return;
    for (let child = 0; child < children.length && !stopped; child++) step(children[child], child, node as Parent);
  };
  step(tree, undefined, undefined);
}
