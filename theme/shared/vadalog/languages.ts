// The fence languages that are Vadalog when a site names none (`highlight.vadalogLanguages`):
// one list for the config's default, the build's check, the pages' highlighter and the chat's.
// Docusaurus checks no code, and a ```prolog fence on another site is Prolog: only a site that
// writes Vadalog in ```prolog fences (ours) adds 'prolog'.
export const DEFAULT_VADALOG_LANGUAGES: readonly string[] = ['vadalog'];
