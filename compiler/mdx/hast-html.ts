// hast to HTML, as hast-util-to-html writes it with `allowDangerousHtml` and
// its other options at their defaults, byte for byte (test/hast-html.test.ts
// compares the two), for the trees a page's static runs are made of.
//
// Why not hast-util-to-html itself: every page's body goes through it (see
// rehype-hoist-static.ts), and its generality costs there: an options object
// and a regular-expression replace per text and attribute to escape them, a
// schema lookup per attribute, a handler dispatch and an array of parts per
// node. It was the largest single step of a page after parsing (about 8 % of a
// 10,000-page build's page work). Here escaping runs only on a string that
// holds a character to escape, lookups are remembered per attribute name, and
// what this writer does not handle the same way (an `svg` subtree and its
// foreign-content attribute names, `template` contents, comments, doctypes,
// nodes of other types) is handed to hast-util-to-html itself.
import type { Element, Nodes, Parents, Properties } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { find, html } from 'property-information';
import { stringify as commas } from 'comma-separated-tokens';
import { stringify as spaces } from 'space-separated-tokens';
import { stringifyEntities } from 'stringify-entities';
import { htmlVoidElements } from 'html-void-elements';

const OPTIONS = { allowDangerousHtml: true } as const;
const VOIDS = new Set(htmlVoidElements);

// hast-util-to-html's character subsets with its default options (no parse
// errors, no dangerous characters): one array each, as stringify-entities
// caches the expression it makes by the array.
const TEXT_SUBSET = ['<', '&'];
const NAME_SUBSET = ['\0', '\t', '\n', '\f', '\r', ' ', '"', '&', "'", '/', '<', '=', '>', '`'];
const VALUE_SUBSET = ['\0', '"', '&', "'", '`'];
const TEXT_ESCAPED = /[<&]/;
const VALUE_ESCAPED = /[\0"&'`]/;

interface AttributeInfo {
  /** The attribute's name as written (escaped). */
  name: string;
  attribute: string;
  boolean: boolean;
  overloadedBoolean: boolean;
  commaSeparated: boolean;
}

/** What `find(html, key)` says of a property, remembered (a page's elements share a few dozen). */
const infos = new Map<string, AttributeInfo>();

function infoOf(key: string): AttributeInfo {
  let info = infos.get(key);
  if (!info) {
    const found = find(html, key);
    info = {
      name: stringifyEntities(found.attribute, { subset: NAME_SUBSET }),
      attribute: found.attribute,
      boolean: found.boolean,
      overloadedBoolean: found.overloadedBoolean,
      commaSeparated: found.commaSeparated,
    };
    // Keys come from pages: a site with unusual attributes cannot grow this without bound.
    if (infos.size >= 10_000) infos.clear();
    infos.set(key, info);
  }
  return info;
}

function attribute(key: string, given: Properties[string]): string {
  const info = infoOf(key);
  let value: unknown = given;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) value = Boolean(value);
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  if (value === true) return info.name;
  const text = Array.isArray(value) ? (info.commaSeparated ? commas(value, { padLeft: true }) : spaces(value)) : String(value);
  return `${info.name}="${VALUE_ESCAPED.test(text) ? stringifyEntities(text, { subset: VALUE_SUBSET, attribute: true }) : text}"`;
}

function attributes(properties: Properties | undefined): string {
  let written = '';
  if (properties) {
    for (const key in properties) {
      const value = properties[key];
      if (value === null || value === undefined) continue;
      const one = attribute(key, value);
      if (one) written = written ? `${written} ${one}` : one;
    }
  }
  return written;
}

function children(parent: Parents): string {
  let written = '';
  const list = parent.children;
  for (let index = 0; index < list.length; index++) written += one(list[index], parent);
  return written;
}

function element(node: Element): string {
  const { tagName } = node;
  // Foreign content and template contents: hast-util-to-html's own rules.
  if (tagName === 'svg' || tagName === 'template') return toHtml(node, OPTIONS);
  const written = attributes(node.properties);
  const content = children(node);
  const open = written ? `<${tagName} ${written}>` : `<${tagName}>`;
  // A void element is written without an end tag, unless it has content.
  return !content && VOIDS.has(tagName.toLowerCase()) ? open : `${open}${content}</${tagName}>`;
}

function one(node: Nodes, parent: Parents | undefined): string {
  switch (node.type) {
    case 'element':
      return element(node);
    case 'text':
      if (parent?.type === 'element' && (parent.tagName === 'script' || parent.tagName === 'style')) return node.value;
      return TEXT_ESCAPED.test(node.value) ? stringifyEntities(node.value, { subset: TEXT_SUBSET }) : node.value;
    case 'raw':
      return node.value;
    case 'root':
      return children(node);
    default:
      return toHtml(node, OPTIONS);
  }
}

/** `toHtml(tree, { allowDangerousHtml: true })`, faster. */
export function hastToHtml(tree: Nodes): string {
  return one(tree, undefined);
}
