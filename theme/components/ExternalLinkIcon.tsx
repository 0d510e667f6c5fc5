// The icon after a navbar or footer link that leaves the site, named as Docusaurus's
// IconExternalLink names it (`theme.IconExternalLink.ariaLabel`, "(opens in new tab)"):
// the link's name then says it opens a new tab, where a hidden icon said nothing.
import { useWords } from './words.js';
import { IconExternalLink } from '../shared/icons.js';
import { EXTERNAL_LINK_NAME } from '../shared/sidebar-html.js';

export const EXTERNAL_LINK_NAME_KEY = 'theme.IconExternalLink.ariaLabel';

export function ExternalLinkIcon() {
  const words = useWords();
  return <IconExternalLink className="external-icon" aria-hidden={undefined} aria-label={words(EXTERNAL_LINK_NAME_KEY, EXTERNAL_LINK_NAME)} />;
}
