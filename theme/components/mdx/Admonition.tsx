// `@theme/Admonition`: the same box `:::note` produces, for use from JSX.
import { useContext, type ReactNode } from 'react';
import { ADMONITION_TYPES, admonitionLabel } from '../../shared/admonitions.js';
import { ADMONITION_ICON_SVG, admonitionIconPaths } from '../../shared/admonition-icons.js';
import { PageContext } from '../context.js';
import { admonitionClasses } from '../../shared/docusaurus-classes.js';
import { processAdmonitionProps } from './admonition-title.js';

/** The box itself: its heading (an icon the page gives, then the title) and its content. */
function Box({ className, title, icon, children }: { className: string; title?: ReactNode; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className={className} role="note">
      <p className="admonition-heading">
        {icon ? <span className="admonition-icon" aria-hidden="true">{icon}</span> : null}
        {title}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

/** The kind's own icon (theme/shared/admonition-icons.ts), the same SVG `:::note` gets. */
function KindIcon({ kind }: { kind: string }) {
  return <svg {...ADMONITION_ICON_SVG}>{admonitionIconPaths(kind).map((d) => <path key={d} d={d} />)}</svg>;
}

// The kind's icon, or one the page gives instead (`icon="💡"`, an element), is shown before the title, as Docusaurus does;
// `className` is added to the box's own, as Docusaurus's Admonition adds it (its unlisted banner is one: DocPage.tsx).
export default function Admonition(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  // A site's wrapper hands on the children it was given: a formatted title may still be among them, as Docusaurus's Admonition expects.
  const { type = 'note', title, icon, className, children } = processAdmonitionProps(props);
  const kind = type === 'secondary' ? 'note' : type;
  const messages = useContext(PageContext)?.site.messages;
  return <Box className={classNames('admonition', `admonition-${kind}`, ...admonitionClasses(type), className)} title={title ?? admonitionLabel(type, messages)} icon={icon ?? <KindIcon kind={kind} />}>{children}</Box>;
}

type AdmonitionProps = Parameters<typeof Admonition>[0];

/**
 * Docusaurus's `@theme/Admonition/Types` map, keyword → component: what a site's swizzled
 * Types spreads before adding its own keywords (`{ ...DefaultAdmonitionTypes, experimental }`).
 */
export const admonitionTypes: Record<string, (props: Omit<AdmonitionProps, 'type'>) => ReactNode> = Object.fromEntries(
  ADMONITION_TYPES.map((type) => [type, (props: Omit<AdmonitionProps, 'type'>) => <Admonition {...props} type={type} />]),
);

type LayoutProps = { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode };

/** Class names, each once, in order (a Type's own kind and the keyword it draws are often the same). */
function classNames(...names: (string | false | undefined)[]): string {
  return [...new Set(names.flatMap((name) => (name ? name.split(/\s+/) : [])).filter(Boolean))].join(' ');
}

/**
 * Docusaurus's `@theme/Admonition/Layout`: the box a swizzled admonition type draws its keyword in
 * (`<AdmonitionLayout type={type} icon={<Icon />} title="discord" className="alert alert--discord">`),
 * as Docusaurus documents for adding a type. Classed by the keyword as Docusaurus's is
 * (`theme-admonition-discord`), and by the type's own classes, which the site's CSS colours
 * (`.alert--discord { --ifm-alert-border-color: … }`, read by the theme's box: content.css).
 */
export function AdmonitionLayout({ type, title, icon, className, children }: LayoutProps) {
  return <Box className={classNames('admonition', type && `admonition-${type}`, 'theme-admonition', type && `theme-admonition-${type}`, className)} title={title} icon={icon}>{children}</Box>;
}

/**
 * Docusaurus's `@theme/Admonition/Type/Note` and its siblings: the built-in box of one kind, which
 * a swizzled Types map gives a keyword of its own or an alias (`important: (props) => <AdmonitionTypeInfo
 * title="important" {...props} />`): the kind's colours and heading, classed by the keyword it draws.
 */
export function admonitionType(kind: string) {
  const [, , alert, alertKind] = admonitionClasses(kind);
  return function AdmonitionType(props: LayoutProps) {
    const messages = useContext(PageContext)?.site.messages;
    return <AdmonitionLayout {...props} type={props.type ?? kind} title={props.title ?? admonitionLabel(kind, messages)} icon={props.icon ?? <KindIcon kind={kind} />} className={classNames(`admonition-${kind}`, alert, alertKind, props.className)} />;
  };
}

/** The kinds Docusaurus's theme has a Type component of (`@theme/Admonition/Type/<Kind>`). */
export const ADMONITION_TYPE_COMPONENTS = ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'] as const;
