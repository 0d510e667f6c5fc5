// Imported by config/site.config.ts: types the config object; returns it unchanged.
import type { SiteConfigInput } from './schema.js';

export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}

export type { SiteConfigInput };
