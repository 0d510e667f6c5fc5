// Docusaurus's `themeConfig.mermaid` (the config's `mermaid`): shared by the
// build, which writes it on each diagram, and the mermaid island, which draws with it.

export interface MermaidConfig {
  /** mermaid's theme in each colour mode. */
  theme: { light: string; dark: string };
  /** What `mermaid.initialize` is given besides the theme. */
  options: Record<string, unknown>;
}

/** theme-mermaid's defaults. */
export const DEFAULT_MERMAID: MermaidConfig = { theme: { light: 'default', dark: 'dark' }, options: {} };

export function isDefaultMermaid(config: MermaidConfig): boolean {
  return config.theme.light === DEFAULT_MERMAID.theme.light && config.theme.dark === DEFAULT_MERMAID.theme.dark && !Object.keys(config.options).length;
}

/**
 * What `mermaid.initialize` is given, as theme-mermaid's `useMermaidConfig` builds it: the options
 * over `startOnLoad: false`, the mode's theme last. `securityLevel` is mermaid's own default, said
 * so a site's options may still loosen it, as they may in Docusaurus.
 */
export function mermaidInitConfig(config: MermaidConfig, dark: boolean): Record<string, unknown> {
  return { startOnLoad: false, securityLevel: 'strict', ...config.options, theme: dark ? config.theme.dark : config.theme.light };
}
