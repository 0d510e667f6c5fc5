// Names of private data a site never publishes, whether it sits in the static
// folder (emit.ts skips it when copying) or beside a page a link names
// (mdx/remark-links.ts refuses it).

/**
 * Names a static folder may hold by accident that must never be published: a
 * version control folder, environment files, package manager and network
 * credentials. (`.well-known/` and other dot files are published.)
 */
const PRIVATE_NAMES = /^(?:\.git|\.svn|\.hg|\.env(?:\..+)?|\.npmrc|\.netrc|\.pypirc)$/;
/** Of those, the templates projects publish on purpose (`.env.example`). */
const PUBLIC_TEMPLATES = /^\.env\.(?:example|sample|template|dist)$/;

/** Whether a file or folder name is private data (`PRIVATE_NAMES` but its public templates). */
export const isPrivateName = (name: string): boolean => PRIVATE_NAMES.test(name) && !PUBLIC_TEMPLATES.test(name);
