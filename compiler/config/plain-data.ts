// A config is code: it may build a value inside itself (`item.self = item`) or one
// nested 100,000 deep by a loop, and hand it to a key the schema passes on as it is
// (a custom navbar item's props, customFields, a plugin's options). Every later
// reader of the config (its cache key, the pages' site data) writes it as JSON,
// which threw "Converting circular structure to JSON" or overflowed the stack:
// "Unexpected error", naming neither the key nor the config. The values are walked
// once, without recursion, before the schema reads them.
import type { ValuePath } from '../written-at.js';

/** Deeper than any config is written: past it, JSON.stringify and the recursive readers overflow. */
export const MAX_CONFIG_DEPTH = 1000;

export interface DataProblem {
  path: ValuePath;
  message: string;
}

/**
 * The values of `root` that are inside themselves, or nested past `MAX_CONFIG_DEPTH`, with their
 * paths (first of each kind). Functions (plugins, editUrl) are taken as they are, not walked; an
 * object met twice but not inside itself is walked once.
 */
export function dataProblems(root: unknown): DataProblem[] {
  const problems: DataProblem[] = [];
  const open = new Set<object>();
  const done = new Set<object>();
  let circular = false;
  let deep = false;
  // Entered objects with the keys left to visit; `leave` marks the end of an object's keys.
  const stack: { value: object; path: ValuePath; keys?: [string, unknown][]; next: number }[] = [];
  const enter = (value: unknown, path: ValuePath) => {
    // A value with its own toJSON (a Date) is written by it, not walked.
    if (value === null || typeof value !== 'object' || done.has(value) || typeof (value as { toJSON?: unknown }).toJSON === 'function') return;
    if (open.has(value)) {
      if (!circular) problems.push({ path, message: 'holds a value it is inside (an object or array inside itself): the config must be data JSON can write' });
      circular = true;
      return;
    }
    if (path.length > MAX_CONFIG_DEPTH) {
      if (!deep) problems.push({ path: path.slice(0, MAX_CONFIG_DEPTH), message: `nests deeper than ${MAX_CONFIG_DEPTH.toLocaleString('en')} levels: write the value out flatter` });
      deep = true;
      return;
    }
    open.add(value);
    stack.push({ value, path, next: 0 });
  };
  enter(root, []);
  while (stack.length) {
    const top = stack[stack.length - 1];
    top.keys ??= Object.entries(top.value);
    if (top.next >= top.keys.length) {
      stack.pop();
      open.delete(top.value);
      done.add(top.value);
      continue;
    }
    const [key, value] = top.keys[top.next++];
    enter(value, [...top.path, Array.isArray(top.value) ? Number(key) : key]);
  }
  return problems;
}
