// `:::note` … `:::` container directives become admonition boxes, as in Docusaurus.
// The HTML matches what the `@theme/Admonition` component renders. Which names
// are admonitions is the site's `markdown.admonitions` (Docusaurus's option of
// the same name); a keyword the theme has no label for is labelled by its name.
import type { Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { walk } from './walk.js';
import { ADMONITION_TITLE_ELEMENT, ADMONITION_TYPES, admonitionLabel } from '../../theme/shared/admonitions.js';
import { admonitionClasses } from '../../theme/shared/docusaurus-classes.js';
import { ADMONITION_ICON_SVG, admonitionIconPaths } from '../../theme/shared/admonition-icons.js';

export type AdmonitionsOption = boolean | { keywords: string[]; extendDefaults: boolean };

/** The directive names that are admonitions under the `markdown.admonitions` option. */
export function admonitionKeywords(option: AdmonitionsOption = true): Set<string> {
  if (option === false) return new Set();
  if (option === true) return new Set(ADMONITION_TYPES);
  return new Set([...(option.extendDefaults ? ADMONITION_TYPES : []), ...option.keywords]);
}

/** The MDX component a keyword of the site's own is drawn with when the site swizzles Admonition/Types (see mdx/index.ts). */
export const SITE_ADMONITION_COMPONENT = 'PxAdmonition';

const BUILT_IN = new Set<string>(ADMONITION_TYPES);


/**
 * `siteTypes`: the site has its own src/theme/Admonition/Types, which draws the keywords it adds
 * (`:::experimental`, as Docusaurus's docs show): a keyword of the config's that is not built in
 * becomes that component, given `title`, as Docusaurus's Admonition gives it (the built-in ones
 * stay the theme's boxes, except those in `siteBuiltIns`: the ones the site's map gives a component
 * of its own, see site-component-tags.ts siteAdmonitionOverrides).
 * `siteComponent`: the site has its own src/theme/Admonition (site-wrapper-files.ts siteAdmonitionComponent),
 * which Docusaurus draws every keyword with: each becomes that component, given `type`, `title` and `className`.
 * `labels`: the locale's words for the built-in headings (theme/shared/admonitions.ts admonitionMessages).
 */
export function remarkAdmonitions(options: { admonitions?: AdmonitionsOption; siteTypes?: boolean; siteBuiltIns?: readonly string[]; siteComponent?: boolean; labels?: Record<string, string> } = {}) {
  const keywords = admonitionKeywords(options.admonitions);
  const siteBuiltIns = new Set(options.siteBuiltIns);
  return (tree: Root) => {
    walk<ContainerDirective>(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      if (!keywords.has(node.name)) return;
      // `:::tip[Title]` puts the title in a first paragraph flagged as the directive label.
      const first = node.children[0];
      let titleChildren: unknown[] | undefined;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        node.children.shift();
        titleChildren = first.children;
      }
      const type = node.name === 'secondary' ? 'note' : node.name;
      const { title, id, class: classes } = node.attributes ?? {};
      if (options.siteComponent || (options.siteTypes && (!BUILT_IN.has(node.name) || siteBuiltIns.has(node.name)))) {
        // A plain title is the `title` prop; one with formatting (emphasis, code, a link) is given as Docusaurus
        // gives it, an <mdxAdmonitionTitle> first among the children, which processAdmonitionProps makes the title.
        const formatted = titleChildren?.some((child) => (child as { type?: string }).type !== 'text');
        const label = titleChildren && !formatted ? toString({ type: 'paragraph', children: titleChildren } as never) : title;
        if (formatted) node.children.unshift({ type: 'mdxJsxFlowElement', name: ADMONITION_TITLE_ELEMENT, attributes: [], children: titleChildren } as never);
        // The directive's `{#id .class}`, which Docusaurus passes on as the box's id and className.
        const own = { ...(id ? { id } : {}), ...(classes?.trim() ? { className: classes.trim().split(/\s+/).join(' ') } : {}) };
        Object.assign(node, {
          type: 'mdxJsxFlowElement',
          name: SITE_ADMONITION_COMPONENT,
          attributes: [{ type: 'mdxJsxAttribute', name: 'type', value: node.name }, ...(label ? [{ type: 'mdxJsxAttribute', name: 'title', value: label }] : []), ...Object.entries(own).map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }))],
        });
        return;
      }
      node.data = {
        hName: 'div',
        // Ours, then Docusaurus's for the keyword as written (`theme-admonition-tip alert alert--success`), for a site's CSS;
        // then the directive's own `{#id .class}`, which Docusaurus puts on the box too (a link may target the id).
        hProperties: { ...(id ? { id } : {}), className: ['admonition', `admonition-${type}`, ...admonitionClasses(node.name), ...(classes?.split(/\s+/).filter(Boolean) ?? [])], role: 'note' },
      };
      const heading = {
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-heading'] } },
        children: [kindIcon(type), ...(titleChildren ?? [{ type: 'text', value: title ?? admonitionLabel(node.name, options.labels) }])],
      };
      const body = {
        type: 'blockquote',
        data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
        children: node.children,
      };
      node.children = [heading as never, body as never];
    });
  };
}

/** The kind's icon before the title, as @theme/Admonition draws it (theme/shared/admonition-icons.ts); no text, so the title alone names the box. */
function kindIcon(type: string) {
  const svg = { type: 'element', tagName: 'svg', properties: { ...ADMONITION_ICON_SVG }, children: admonitionIconPaths(type).map((d) => ({ type: 'element', tagName: 'path', properties: { d }, children: [] })) };
  return { type: 'admonitionIcon', data: { hName: 'span', hProperties: { className: ['admonition-icon'], ariaHidden: 'true' }, hChildren: [svg] } };
}
