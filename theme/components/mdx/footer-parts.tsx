// Docusaurus's Footer pieces, as a site's ejected copy of `src/theme/Footer` imports them
// (`@theme/Footer/Layout`, `/Links`, `/LinkItem`, `/Logo`, `/Copyright`): Avalonia, IABTechLab/uid2docs
// and most copies draw the footer from `useThemeConfig().footer` through them, changing one thing
// (a light style, a block of their own above the links). Each takes Docusaurus's props (config-shaped
// links: `{ label, to | href | html }`, in columns `{ title, items }` or one row) and draws pxdocs's own
// markup (theme/components/Footer.tsx), so the copy's footer is styled as pxdocs's is.
import type { ReactNode } from 'react';
import { FooterColumns, FooterCopyright as Copyright, FooterLayout as Layout, FooterLinkItem as LinkItem, FooterLogo as Logo, FooterRow } from '../Footer.js';
import type { FooterLink, FooterLogo as FooterLogoData } from '../types.js';
import { isInternalUrl } from './docusaurus-client.js';

/** A link of Docusaurus's footer config (useThemeConfig().footer.links gives them so: docusaurus-client.tsx). */
export interface ConfigFooterItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  className?: string;
  target?: string;
}

type ConfigColumn = { title?: string; items?: ConfigFooterItem[] };

/** A config link as pxdocs's footer draws it: `to` a path of the site, `href` a URL (off the site unless it is a path). */
export function footerLinkOf(item: ConfigFooterItem): FooterLink {
  if (typeof item.html === 'string') return { label: '', href: '', external: false, html: item.html };
  const href = item.href ?? item.to ?? '/';
  return {
    label: item.label ?? '',
    href,
    external: item.href !== undefined && !isInternalUrl(item.href),
    ...(item.className ? { className: item.className } : {}),
    ...(item.target ? { target: item.target } : {}),
  };
}

/** Docusaurus's test of a footer in columns: its first entry has a title or items. */
function isColumns(links: (ConfigColumn | ConfigFooterItem)[]): links is ConfigColumn[] {
  return links.length > 0 && ('title' in links[0]! || 'items' in links[0]!);
}

export function FooterLinksMultiColumn({ columns }: { columns: ConfigColumn[] }) {
  return <FooterColumns columns={columns.map((column) => ({ title: column.title ?? '', items: (column.items ?? []).map(footerLinkOf) }))} />;
}

export function FooterLinksSimple({ links }: { links: ConfigFooterItem[] }) {
  return <FooterRow items={links.map(footerLinkOf)} />;
}

export function FooterLinks({ links }: { links?: (ConfigColumn | ConfigFooterItem)[] }) {
  if (!links?.length) return null;
  return isColumns(links) ? <FooterLinksMultiColumn columns={links} /> : <FooterLinksSimple links={links as ConfigFooterItem[]} />;
}

export function FooterLinkItem({ item }: { item: ConfigFooterItem }) {
  return <LinkItem item={footerLinkOf(item)} />;
}

export function FooterLogo({ logo }: { logo?: FooterLogoData }) {
  return logo?.src ? <Logo logo={logo} /> : null;
}

export function FooterCopyright({ copyright }: { copyright?: string }) {
  return copyright ? <Copyright copyright={copyright} /> : null;
}

export function FooterLayout(props: { style?: string; links?: ReactNode; logo?: ReactNode; copyright?: ReactNode }) {
  return <Layout {...props} />;
}

/** The modules by import path (mdx/index.ts themeModules). */
export const footerModules = {
  '@theme/Footer/Layout': { default: FooterLayout },
  '@theme/Footer/Links': { default: FooterLinks },
  '@theme/Footer/Links/MultiColumn': { default: FooterLinksMultiColumn },
  '@theme/Footer/Links/Simple': { default: FooterLinksSimple },
  '@theme/Footer/LinkItem': { default: FooterLinkItem },
  '@theme/Footer/Logo': { default: FooterLogo },
  '@theme/Footer/Copyright': { default: FooterCopyright },
};
