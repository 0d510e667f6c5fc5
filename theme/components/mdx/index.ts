// What pages can import by Docusaurus path, and the components MDX elements map to.
import Admonition, { ADMONITION_TYPE_COMPONENTS, AdmonitionLayout, admonitionType, admonitionTypes } from './Admonition.js';
import Code from './Code.js';
import FencePre from './FencePre.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCard from './DocCard.js';
import DocCardList from './DocCardList.js';
import Link from './Link.js';
import Tabs, { TabItem } from './Tabs.js';
import RawHtml from './RawHtml.js';
import TOCInline from './TOCInline.js';
import Mermaid from './Mermaid.js';
import LiveCodeBlock from './LiveCodeBlock.js';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.js';
import * as client from './docusaurus-client.js';
import renderRoutes from './render-routes.js';
import { footerModules } from './footer-parts.js';
import { docPartModules } from './doc-parts.js';
import { navbarPartModules } from './navbar-parts.js';
import { blogPartModules } from './blog-parts.js';
import { ICONS } from '../../shared/icons.js';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * Components the compiled pages refer to by name: `<details>` in .mdx is routed
 * to Details, static HTML chunks render through PxRawHtml, and ```mermaid
 * fences through PxMermaid. (Headings get
 * their anchor links at build time.)
 */
export const mdxComponents = {
  Details,
  PxRawHtml: RawHtml,
  PxMermaid: Mermaid,
  // A `live` fence on a site with Docusaurus's live code block theme (compiler/mdx/rehype-code.ts).
  PxLiveCodeBlock: LiveCodeBlock,
  // A fence in a site component's children, as Docusaurus's MDX gives it (compiler/mdx/rehype-code.ts):
  // its `pre` places the `code`, which Docusaurus's MDXComponents render as a block.
  PxFencePre: FencePre,
  PxFenceCode: Code,
  // `<head>` in .mdx (compiler/mdx/rehype-page-elements.ts HEAD_COMPONENT), as Docusaurus maps it.
  PxHead: client.Head,
  // A heading in a site component's children (rehype-page-elements.ts HEADING_COMPONENT): its anchor drawn when rendered.
  PxHeading: client.Heading,
};

/** Import path → module, for `import X from '@theme/X'` in pages. */
/** Docusaurus's Root: its children, nothing around them (a site's Root wrapper adds what it provides). */
function OriginalRoot({ children }: { children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

export const themeModules: Record<string, Record<string, unknown>> = {
  '@theme/Admonition': { default: Admonition },
  // What a site's swizzled src/theme/Admonition/Types builds on (`...DefaultAdmonitionTypes`, `<Admonition type="warning">`).
  '@theme-original/Admonition': { default: Admonition },
  '@theme-original/Admonition/Types': { default: admonitionTypes },
  // What an ejected Admonition index looks its keyword up in (a site's own Types comes first: bundle-pages.ts).
  '@theme/Admonition/Types': { default: admonitionTypes },
  // What a swizzled Types' own components are built of, as Docusaurus documents adding a type
  // (a site's own src/theme/Admonition/Layout or Type/* is used instead where it has one: bundle-pages.ts).
  '@theme/Admonition/Layout': { default: AdmonitionLayout },
  '@theme-original/Admonition/Layout': { default: AdmonitionLayout },
  ...Object.fromEntries(ADMONITION_TYPE_COMPONENTS.flatMap((kind) => {
    const module = { default: admonitionType(kind.toLowerCase()) };
    return [[`@theme/Admonition/Type/${kind}`, module], [`@theme-original/Admonition/Type/${kind}`, module]];
  })),
  '@theme/CodeBlock': { default: CodeBlock },
  // What a site's src/theme/CodeBlock wrapper renders around (compiler/bundle-pages.ts gives pages the wrapper as `@theme/CodeBlock`).
  '@theme-original/CodeBlock': { default: CodeBlock },
  '@theme/Details': { default: Details },
  '@theme/DocCard': { default: DocCard },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/TOCInline': { default: TOCInline },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  // Docusaurus's client API as its server render answers it (see docusaurus-client.tsx).
  '@theme/Heading': { default: client.Heading },
  '@theme/MDXContent': { default: client.MDXContent },
  '@theme/Layout': { default: client.Layout },
  '@theme/ThemedImage': { default: client.ThemedImage },
  '@theme/IdealImage': { default: client.IdealImage },
  '@theme/Mermaid': { default: client.ThemeMermaid },
  // The classic theme's icons, by Docusaurus 3's path and Docusaurus 2's (`@theme/IconExternalLink`).
  ...Object.fromEntries(Object.entries(ICONS).flatMap(([name, Icon]) => [[`@theme/Icon/${name}`, { default: Icon }], [`@theme/Icon${name}`, { default: Icon }]])),
  // The external link's, named in the page's words.
  '@theme/Icon/ExternalLink': { default: client.IconExternalLink },
  '@theme/IconExternalLink': { default: client.IconExternalLink },
  // The footer's pieces, for a site's ejected copy of Footer (footer-parts.tsx), and as the originals a wrapper of
  // one wraps (`docusaurus swizzle … Footer/Copyright --wrap`: AdGuard's DNS docs), which failed the build unknown.
  ...footerModules,
  ...Object.fromEntries(Object.entries(footerModules).map(([path, module]) => [path.replace('@theme/', '@theme-original/'), module])),
  // Docusaurus's own Root renders its children alone: a Root wrapper (`--wrap`) puts its providers around them.
  '@theme-original/Root': { default: OriginalRoot },
  // The doc footer's and the paginators' pieces, for a site's ejected DocItem/Footer or paginator (doc-parts.tsx).
  ...docPartModules,
  // The navbar's link pieces, for a site's own navbar item types (navbar-parts.tsx).
  ...navbarPartModules,
  // A blog post item's pieces, for a site's ejected BlogPostItem (blog-parts.tsx).
  ...blogPartModules,
  '@docusaurus/ErrorBoundary': { default: client.ErrorBoundary },
  '@docusaurus/useRouteContext': { default: client.useRouteContext },
  '@docusaurus/isInternalUrl': { default: client.isInternalUrl },
  // A site's src/theme/MDXComponents starts from these (`import MDXComponents from '@theme-original/MDXComponents'`).
  '@theme-original/MDXComponents': { default: mdxComponents },
  '@theme/MDXComponents': { default: mdxComponents },
  // The components Docusaurus's MDXComponents is made of, for a site's own to pick from
  // (`import Code from '@theme/MDXComponents/Code'`): those the theme has. Img, Ul and Li it has none of.
  '@theme/MDXComponents/Code': { default: Code },
  // Docusaurus's `pre`, which only places its `code` child: what a site's own `pre` renders a fence with after
  // reading it (react-navigation's Pre), as fences reach it (compiler/mdx/rehype-code.ts).
  '@theme/MDXComponents/Pre': { default: FencePre },
  '@theme-original/MDXComponents/Pre': { default: FencePre },
  '@theme-original/MDXComponents/Code': { default: Code },
  '@theme/MDXComponents/A': { default: Link },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: client.Heading },
  '@docusaurus/Translate': { default: client.Translate, translate: client.translate },
  '@docusaurus/Interpolate': { default: client.Interpolate },
  '@docusaurus/useIsBrowser': { default: client.useIsBrowser },
  '@docusaurus/BrowserOnly': { default: client.BrowserOnly },
  '@docusaurus/ExecutionEnvironment': { default: client.ExecutionEnvironment },
  '@docusaurus/Head': { default: client.Head },
  '@docusaurus/useDocusaurusContext': { default: client.useDocusaurusContext },
  '@docusaurus/useGlobalData': { default: client.useGlobalData, usePluginData: client.usePluginData },
  // Docusaurus's router is react-router 5's (`@docusaurus/router` re-exports react-router-dom): its hooks,
  // links and redirect for a page rendered once, at its own path. A site's imports of react-router-dom
  // and react-router get these too, over the package's other exports (compiler/bundle-pages.ts).
  '@docusaurus/router': {
    useLocation: client.useLocation,
    useHistory: client.useHistory,
    useParams: client.useParams,
    useRouteMatch: client.useRouteMatch,
    withRouter: client.withRouter,
    Redirect: client.Redirect,
    Link,
    NavLink: Link,
  },
  '@docusaurus/Redirect': { default: client.Redirect },
  // What a plugin's layout route draws its nested routes with (compiler/plugin-routes.ts).
  '@docusaurus/renderRoutes': { default: renderRoutes },
  '@docusaurus/theme-common': {
    useColorMode: client.useColorMode,
    useThemeConfig: client.useThemeConfig,
    createStorageSlot: client.createStorageSlot,
    useCurrentSidebarCategory: client.useCurrentSidebarCategory,
    useDocsSidebar: client.useDocsSidebar,
    filterDocCardListItems: client.filterDocCardListItems,
    useDocsPreferredVersion: client.useDocsPreferredVersion,
    useWindowSize: client.useWindowSize,
    usePrismTheme: client.usePrismTheme,
    usePluralForm: client.usePluralForm,
    ThemeClassNames: client.ThemeClassNames,
    processAdmonitionProps: client.processAdmonitionProps,
  },
  '@docusaurus/plugin-content-docs/client': {
    useVersions: client.useVersions,
    useLatestVersion: client.useLatestVersion,
    useActiveVersion: client.useActiveVersion,
    useDocsVersion: client.useDocsVersion,
    useActiveDocContext: client.useActiveDocContext,
    useActivePlugin: client.useActivePlugin,
    useAllDocsData: client.useAllDocsData,
    useDocById: client.useDocById,
    useDoc: client.useDoc,
    useCurrentSidebarCategory: client.useCurrentSidebarCategory,
    useDocsSidebar: client.useDocsSidebar,
    findFirstSidebarItemLink: client.findFirstSidebarItemLink,
    filterDocCardListItems: client.filterDocCardListItems,
    useDocVersionSuggestions: client.useDocVersionSuggestions,
    useDocsPreferredVersion: client.useDocsPreferredVersion,
    useLayoutDoc: client.useLayoutDoc,
  },
  '@docusaurus/plugin-content-blog/client': { useBlogPost: client.useBlogPost },
  // Where a swizzled component of Docusaurus 3.0-3.4 takes the page's hooks from.
  '@docusaurus/theme-common/internal': { useDoc: client.useDoc, useBlogPost: client.useBlogPost, useDocById: client.useDocById, findFirstCategoryLink: client.findFirstSidebarItemLink, findFirstSidebarItemLink: client.findFirstSidebarItemLink, useLayoutDoc: client.useLayoutDoc, useDocsVersion: client.useDocsVersion, useDocsSidebar: client.useDocsSidebar, filterDocCardListItems: client.filterDocCardListItems, useDocsPreferredVersion: client.useDocsPreferredVersion, useDocVersionSuggestions: client.useDocVersionSuggestions },
};
